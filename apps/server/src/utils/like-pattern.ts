function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A `LIKE` pattern for "starts with `text`", with `%`, `_` and `\` in `text` taken literally. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
