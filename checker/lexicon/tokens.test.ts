import { describe, expect, it } from 'vitest';
import { lowerWord, tokensOf, withoutPossessive } from './tokens';

const texts = (tokens: readonly { text: string }[]) => tokens.map(({ text }) => text);
const lowers = (tokens: readonly { lower: string }[]) => tokens.map(({ lower }) => lower);

describe('the tokenizer', () => {
  it('gives each word with its UTF-16 offsets, lower-cased', () => {
    const sentence = 'She Likes  café, 𝒜lex!';
    const tokens = tokensOf(sentence);
    expect(lowers(tokens)).toEqual(['she', 'likes', 'café', '𝒜lex']);
    for (const token of tokens) expect(sentence.slice(token.start, token.end)).toBe(token.text);
    expect(tokens[3]).toMatchObject({ start: 17, end: 22 });
  });

  it('reads words as the checker does: one apostrophe ending, hyphens and dots part words', () => {
    expect(texts(tokensOf("I don't like John's well-known rock'n'roll."))).toEqual([
      'I',
      "don't",
      'like',
      "John's",
      'well',
      'known',
      "rock'n",
      'roll',
    ]);
    expect(texts(tokensOf('e.g. 3.5 kg'))).toEqual(['e', 'g', '3', '5', 'kg']);
  });

  it('keeps digits in a word, and numbers as words', () => {
    expect(texts(tokensOf('In 2024 I was 20th, with a B2 level.'))).toEqual([
      'In',
      '2024',
      'I',
      'was',
      '20th',
      'with',
      'a',
      'B2',
      'level',
    ]);
  });

  it('makes a curly apostrophe straight in the lower-case form only', () => {
    const [word] = tokensOf('Don’t');
    expect(word).toEqual({ text: 'Don’t', lower: "don't", start: 0, end: 5 });
    expect(lowerWord('O’Clock')).toBe("o'clock");
  });

  it('keeps compounds whole, with their hyphenated parts, when asked', () => {
    const sentence = "A well-known rock'n'roll star, COVID-19, mother-in-law's car";
    const tokens = tokensOf(sentence, { compounds: true });
    expect(texts(tokens)).toEqual([
      'A',
      'well-known',
      "rock'n'roll",
      'star',
      'COVID-19',
      "mother-in-law's",
      'car',
    ]);
    expect(tokens[1]!.parts).toEqual([
      { text: 'well', lower: 'well', start: 2, end: 6 },
      { text: 'known', lower: 'known', start: 7, end: 12 },
    ]);
    expect(tokens[2]!.parts).toEqual([]);
    expect(lowers(tokens[5]!.parts)).toEqual(['mother', 'in', "law's"]);
    for (const part of tokens.flatMap((token) => token.parts)) {
      expect(sentence.slice(part.start, part.end)).toBe(part.text);
    }
  });

  it("drops a possessive 's, straight or curly, in any case, when asked", () => {
    const tokens = tokensOf("The child's toy, JOHN’S car, it's", { compounds: true, possessive: 'drop' });
    expect(texts(tokens)).toEqual(['The', 'child', 'toy', 'JOHN', 'car', 'it']);
    expect(tokens[1]).toMatchObject({ start: 4, end: 9 });
    expect(texts(tokensOf("The child's toy"))).toEqual(['The', "child's", 'toy']);
  });

  it('gives a token back as it is when it has no possessive', () => {
    const [plain, possessive] = tokensOf("friend friend's");
    expect(withoutPossessive(plain!)).toBe(plain);
    expect(withoutPossessive(possessive!)).toEqual({ text: 'friend', lower: 'friend', start: 7, end: 13 });
  });

  it('gives no English words for Chinese text or numbers, English only', () => {
    const english = { compounds: true, latinOnly: true } as const;
    expect(tokensOf('今天天气很好。2024 年', english)).toEqual([]);
    expect(tokensOf('Привет', english)).toEqual([]);
    const text = '我喜欢apple和banana，𠀀Café naïve';
    const tokens = tokensOf(text, english);
    expect(texts(tokens)).toEqual(['apple', 'banana', 'Café', 'naïve']);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.text);
  });

  it('reads other scripts as words unless asked for English only, as the checker always has', () => {
    expect(texts(tokensOf('我喜欢apple'))).toEqual(['我喜欢apple']);
  });
});
