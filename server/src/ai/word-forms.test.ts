import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dictionary } from '../dictionary';
import { openFixtureDictionary } from '../test/dictionary';
import { regularForms } from '../../../checker/text';
import { locateWord, missingWords, usesWord } from './word-forms';

describe('whether a sentence uses a word', () => {
  let dictionary: Dictionary;
  beforeAll(async () => {
    dictionary = await openFixtureDictionary();
  });
  afterAll(() => dictionary.close());

  const uses = (sentence: string, word: string) => usesWord(sentence, word, dictionary);

  it('finds the word itself, in any case, on word boundaries only', () => {
    expect(uses('Go home now.', 'go')).toBe(true);
    expect(uses('We GO there.', 'go')).toBe(true);
    expect(uses('A good idea.', 'go')).toBe(false);
    expect(uses('The cargo ship.', 'go')).toBe(false);
  });

  it('accepts the dictionary forms both ways', () => {
    expect(uses('She went home.', 'go')).toBe(true);
    expect(uses('He goes there.', 'go')).toBe(true);
    expect(uses('I go there.', 'went')).toBe(true);
    expect(uses('The children laugh.', 'child')).toBe(true);
    expect(uses('That is better.', 'good')).toBe(true);
  });

  it('falls back to regular endings for words the dictionary does not know', () => {
    expect(uses('She studies hard.', 'study')).toBe(true);
    expect(uses('She studied hard.', 'study')).toBe(true);
    expect(uses('They stopped.', 'stop')).toBe(true);
    expect(uses('A bigger house.', 'big')).toBe(true);
    expect(uses('We are hoping.', 'hope')).toBe(true);
    expect(uses('She watches TV.', 'watch')).toBe(true);
    expect(uses('She stood up.', 'study')).toBe(false);
  });

  it('matches multi-word entries, inflected on their first or last word', () => {
    expect(uses('I looked up the word.', 'look up')).toBe(true);
    expect(uses('She looks   up words.', 'look up')).toBe(true);
    expect(uses('I look at it.', 'look up')).toBe(false);
    expect(uses('Two ice creams, please.', 'ice cream')).toBe(true);
  });

  it('reads hyphenated words and possessives', () => {
    expect(uses('A well-known friend.', 'well-known')).toBe(true);
    expect(uses("My friend's car.", 'friend')).toBe(true);
    expect(uses("It is five o'clock.", "o'clock")).toBe(true);
  });

  it('reads a curly apostrophe as a straight one, in the sentence and in the word', () => {
    expect(uses('It is five o’clock.', "o'clock")).toBe(true);
    expect(uses("It is five o'clock.", 'o’clock')).toBe(true);
    expect(uses('My FRIEND’S car.', 'friend')).toBe(true);
  });

  it('locates the form used, for a cloze', () => {
    const at = (sentence: string, word: string) => {
      const use = locateWord(sentence, word, dictionary);
      return use && sentence.slice(use.start, use.end);
    };
    expect(at('The ship ran into the harbors.', 'run')).toBe('ran');
    expect(at('The ship ran into the harbors.', 'harbor')).toBe('harbors');
    expect(at('The Children laugh.', 'child')).toBe('Children');
    expect(at("My friend's car.", 'friend')).toBe('friend');
    expect(at('A well-known leaf.', 'known')).toBe('known');
    expect(at('She Looked   up the word.', 'look up')).toBe('Looked   up');
    expect(at('Nothing here.', 'run')).toBeNull();
  });

  it('lists the words left out', () => {
    expect(missingWords('She went to see a friend.', ['go', 'friend', 'Monday'], dictionary)).toEqual([
      'Monday',
    ]);
  });
});

describe('regular forms', () => {
  it('follow the spelling rules', () => {
    expect(regularForms('study')).toEqual(expect.arrayContaining(['studies', 'studied', 'studying']));
    expect(regularForms('play')).toEqual(expect.arrayContaining(['plays', 'played', 'playing']));
    expect(regularForms('hope')).toEqual(expect.arrayContaining(['hopes', 'hoped', 'hoping']));
    expect(regularForms('stop')).toEqual(expect.arrayContaining(['stopped', 'stopping']));
    expect(regularForms('happy')).toEqual(expect.arrayContaining(['happier', 'happiest']));
    expect(regularForms('box')).toContain('boxes');
  });

  it('are the checker\'s: -ing after -ee, -ie and "be", and both plurals of -o', () => {
    expect(regularForms('see')).toEqual(expect.arrayContaining(['seeing', 'sees']));
    expect(regularForms('see')).not.toContain('seing');
    expect(regularForms('lie')).toContain('lying');
    expect(regularForms('be')).toContain('being');
    expect(regularForms('photo')).toEqual(expect.arrayContaining(['photos', 'photoes']));
    expect(regularForms('go')).toContain('goes');
  });

  it('keep the forms without doubling, as the doubling is a guess', () => {
    expect(regularForms('bus')).toEqual(expect.arrayContaining(['buses', 'bused', 'bussed']));
  });
});
