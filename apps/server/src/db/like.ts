/** A LIKE pattern matching `text` anywhere: `%`, `_` and `\` are searched for as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
