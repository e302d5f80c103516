// The agents domain's result codes (decision 056): `Code` joins them (src/codes.ts).

export const agentsCodes = {
  /** A configured commission above the agent's own for the goods (the message names the goods). */
  rateAboveOwn: 6020,
} as const;

/** The codes agents may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const agentsCodeBlocks: readonly (readonly [number, number])[] = [[6020, 6029]];
