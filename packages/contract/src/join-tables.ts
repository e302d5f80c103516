type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/**
 * The tables of a registry (`CODES`, `MESSAGES`) as one object, typed as the union of their entries;
 * words.test.ts refuses a name or a value in two of them.
 */
export const joinTables = <Tables extends Record<string, object>>(tables: Tables) =>
  Object.assign({}, ...Object.values(tables)) as UnionToIntersection<Tables[keyof Tables]>;
