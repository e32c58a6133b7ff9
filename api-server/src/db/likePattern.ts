/** A LIKE pattern matching `text` anywhere in a lower-cased value, its `%`, `_` and `\` taken literally. */
export const likePattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
