// Zod-free, so that the web can import it without pulling the schemas of `./index.ts` into a chunk.
/** Task status: 3 is "packing" (specification section 4); any other status with a url downloads. */
export const TaskStatus = { done: 1, packing: 3, failed: 4 } as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];
