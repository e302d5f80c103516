import { mergeWords } from './words';

/**
 * Message keys that schemas attach to their checks. The server translates them into the request's
 * language and the web into the user's, both from one file per language: the shared keys'
 * (`core-words.ts`) in `texts/<lang>.json`, a domain's own (`<domain>/words.ts`) in
 * `<domain>/texts/<lang>.json` (decision 056). So one rule gives the same words on both sides.
 */
export const Msg = mergeWords('msg');

export type MsgKey = (typeof Msg)[keyof typeof Msg];
export const MSG_KEYS: readonly MsgKey[] = Object.values(Msg);
export const isMsgKey = (value: string): value is MsgKey => (MSG_KEYS as readonly string[]).includes(value);
