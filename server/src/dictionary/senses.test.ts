import { describe, expect, it } from 'vitest';
import { toSenses } from './senses';

describe('toSenses', () => {
  it('takes the part of speech off each line', () => {
    expect(toSenses('v. carry out\nvt. require (time or space)\nn. the act of photographing')).toEqual([
      { partOfSpeech: 'verb', definition: 'carry out' },
      { partOfSpeech: 'verb', definition: 'require (time or space)' },
      { partOfSpeech: 'noun', definition: 'the act of photographing' },
    ]);
  });

  it('reads WordNet’s dotless codes and keeps a line without a code as a sense of no part', () => {
    expect(
      toSenses('n a young person\na capable of being believed\ns. strikingly odd\ndefinite article. A word'),
    ).toEqual([
      { partOfSpeech: 'noun', definition: 'a young person' },
      { partOfSpeech: 'adjective', definition: 'capable of being believed' },
      { partOfSpeech: 'adjective', definition: 'strikingly odd' },
      { partOfSpeech: null, definition: 'definite article. A word' },
    ]);
  });

  it('joins an indented line to the sense it continues', () => {
    expect(
      toSenses('prep. To; up to; till; before; -- used of time; as, he staid\n   until evening.'),
    ).toEqual([
      {
        partOfSpeech: 'preposition',
        definition: 'To; up to; till; before; -- used of time; as, he staid until evening.',
      },
    ]);
    expect(toSenses(null)).toEqual([]);
  });
});
