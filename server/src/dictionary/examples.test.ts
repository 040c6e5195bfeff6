import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFixtureDictionary } from '../test/dictionary';
import type { Dictionary } from './dictionary';
import { exampleReads } from './example-reads';
import { LEARNER_LENGTH, wordCount } from './examples';
import { FIXTURE_SOURCES } from './fixtures/sources';
import { SCHEMA } from './schema';
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

describe('examples under the other spelling', () => {
  /* The index's examples table as the build writes it, with WordNet's American spellings only. */
  const index = new Database(':memory:');
  index.exec(SCHEMA);
  const insert = index.prepare(
    'INSERT INTO examples (key, pos, quality, sentence, use_start, use_end) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const add = (key: string, pos: string | null, sentence: string, form: string, quality = 0) =>
    insert.run(key, pos, quality, sentence, sentence.indexOf(form), sentence.indexOf(form) + form.length);
  add('color', 'noun', 'a flash of color caught her eye across the room', 'color');
  add('harbor', 'verb', 'she will harbor a resentment against him for years', 'harbor');
  add('centre', 'noun', 'they met in the centre of the old town at noon', 'centre');
  add('tor', 'noun', 'we climbed the rocky tor above the village at dawn', 'tor');
  const reads = exampleReads(index);
  afterAll(() => index.close());

  it("are that spelling's, British for American and the reverse, with the span of the form used", () => {
    const [colour] = reads('colour', null, 1);
    expect(colour?.sentence).toBe('a flash of color caught her eye across the room');
    expect(colour?.sentence.slice(colour.start, colour.end)).toBe('color');
    expect(reads('harbour', 'verb', 3).map(({ sentence }) => sentence)).toEqual([
      'she will harbor a resentment against him for years',
    ]);
    expect(reads('center', null, 1)[0]?.sentence).toBe('they met in the centre of the old town at noon');
  });

  it("are only asked for when the word has none of its own, and are never another word's", () => {
    add('colour', 'noun', 'the colour of the sea changed with the weather', 'colour');
    expect(reads('colour', null, 5).map(({ sentence }) => sentence)).toEqual([
      'the colour of the sea changed with the weather',
    ]);
    // 'tour' is not a spelling of 'tor'.
    expect(reads('tour', null, 5)).toEqual([]);
  });

  it('are none for a word with no other spelling', () => {
    expect(reads('xylophonist', null, 5)).toEqual([]);
  });
});

describe('dictionaryExample', () => {
  it('blanks the form of the word the sentence uses', () => {
    expect(dictionary.dictionaryExample('abandon')).toEqual({
      sentence: 'We abandoned the old car in the empty parking lot.',
      text: 'We ____ the old car in the empty parking lot.',
      answer: 'abandoned',
    });
  });

  it("prefers a sentence of a cloze's length, 6 to 20 words, to a shorter one of a more frequent sense", () => {
    // 'she writes books for children' (5 words) is of child's first sense, but too short to find it from.
    expect(dictionary.dictionaryExample('child')).toMatchObject({
      text: 'He remained a ____ in practical matters as long as he lived.',
      answer: 'child',
    });
    expect(dictionary.examples('child', null, 5)).toContain('she writes books for children');
  });

  it('reads as a sentence: a capital first letter and a full stop', () => {
    expect(dictionary.dictionaryExample('abandon', 'noun')?.sentence).toBe('She danced with abandon.');
  });

  it("fits the card's part of speech", () => {
    expect(dictionary.dictionaryExample('abandon', 'noun')?.text).toBe('She danced with ____.');
    expect(dictionary.dictionaryExample('run', 'noun')?.answer).toBe('runs');
  });

  it('is null when the dictionary has no sentence for the word', () => {
    expect(dictionary.dictionaryExample('diary')).toBeNull();
    expect(dictionary.dictionaryExample('xylophonist')).toBeNull();
  });
});
