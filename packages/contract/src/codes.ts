import { mergeWords } from './words';

/**
 * Result codes of the `{code, msg, data}` envelope. 1 and 9999 come from the specification;
 * the others are ours. Each domain keeps its own in `<domain>/words.ts` with the blocks of numbers it
 * may take (`<domain>CodeBlocks`); the general ones are in `core-words.ts` (decision 056).
 */
export const Code = mergeWords('codes');

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

/** Every answer under /api has this shape; `code === Code.ok` means success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
