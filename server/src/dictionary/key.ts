/**
 * The lookup key of a word: trimmed and lower-cased (ECDICT is case-insensitive), with typographic
 * apostrophes made plain because phones and word processors type "don’t".
 */
export function toKey(word: string): string {
  return word
    .trim()
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase();
}
