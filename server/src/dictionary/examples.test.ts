import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFixtureDictionary } from '../test/dictionary';
import type { Dictionary } from './dictionary';
import { LEARNER_LENGTH, wordCount } from './examples';
import { FIXTURE_SOURCES } from './fixtures/sources';
import { readWordnetExamples } from './wordnet';

let dictionary: Dictionary;

beforeAll(async () => {
  dictionary = await openFixtureDictionary();
});

afterAll(() => dictionary.close());

describe('reading WordNet', () => {
  const examples = readWordnetExamples(FIXTURE_SOURCES.wordnetDir);

  it("takes the quoted sentences of a gloss with the synset's words and how frequent that sense is", () => {
    const danced = examples.find(({ sentence }) => sentence === 'she danced with abandon');
    expect(danced?.partOfSpeech).toBe('noun');
    expect(danced?.words).toContainEqual({ key: 'abandon', sense: 0 });
    // The second of abandon's noun senses in WordNet's index.
    const anger = examples.find(({ sentence }) => sentence === 'the wildness of his anger');
    expect(anger?.words).toContainEqual({ key: 'abandon', sense: 1 });
    const partyIsDead = examples.find(({ sentence }) => sentence.includes('lifeless party'));
    expect(partyIsDead).toMatchObject({ partOfSpeech: 'adjective' });
    expect(partyIsDead?.words.map(({ key }) => key)).toContain('lifeless');
  });

  it('skips the license header and reads every file', () => {
    expect(examples.some(({ sentence }) => sentence.includes('Princeton'))).toBe(false);
    expect(new Set(examples.map(({ partOfSpeech }) => partOfSpeech))).toEqual(
      new Set(['noun', 'verb', 'adjective', 'adverb']),
    );
  });
});

describe('examples', () => {
  it("are sentences that use a form of the word, of a learner's length", () => {
    const sentences = ['abandon', 'go', 'leave', 'run', 'separate', 'good'].flatMap((word) =>
      dictionary.examples(word, null, 20),
    );
    expect(sentences.length).toBeGreaterThan(20);
    for (const sentence of sentences) {
      expect(wordCount(sentence), sentence).toBeGreaterThanOrEqual(LEARNER_LENGTH.min);
      expect(wordCount(sentence), sentence).toBeLessThanOrEqual(LEARNER_LENGTH.max);
    }
    // 'he works quickly' is WordNet's only example for 'quickly': too short to learn from.
    expect(dictionary.examples('quickly')).toEqual([]);
  });

  it("put the word's main part of speech first, or the one asked for", () => {
    expect(dictionary.examples('abandon')[0]).toBe('We abandoned the old car in the empty parking lot');
    expect(dictionary.examples('abandon', 'noun')[0]).toBe('she danced with abandon');
    expect(dictionary.examples('abandon', 'verb', 2)).toHaveLength(2);
  });

  it("of an inflected form are its base word's", () => {
    expect(dictionary.examples('went')).toEqual(dictionary.examples('go'));
  });

  it('of a word WordNet has no senses for are sentences of other senses that use it', () => {
    expect(dictionary.examples('until')).toEqual([
      'it was a lifeless party until she arrived',
      "She didn't leave until midnight",
    ]);
  });

  it('are none for a word the dictionary does not know', () => {
    expect(dictionary.examples('xylophonist')).toEqual([]);
  });
});

describe('dictionaryExample', () => {
  it('blanks the form of the word the sentence uses', () => {
    expect(dictionary.dictionaryExample('abandon')).toEqual({
      sentence: 'We abandoned the old car in the empty parking lot',
      text: 'We ____ the old car in the empty parking lot',
      answer: 'abandoned',
    });
    expect(dictionary.dictionaryExample('child')).toMatchObject({
      text: 'she writes books for ____',
      answer: 'children',
    });
  });

  it("fits the card's part of speech", () => {
    expect(dictionary.dictionaryExample('abandon', 'noun')?.text).toBe('she danced with ____');
    expect(dictionary.dictionaryExample('run', 'noun')?.answer).toBe('runs');
  });

  it('is null when the dictionary has no sentence for the word', () => {
    expect(dictionary.dictionaryExample('diary')).toBeNull();
    expect(dictionary.dictionaryExample('xylophonist')).toBeNull();
  });
});
