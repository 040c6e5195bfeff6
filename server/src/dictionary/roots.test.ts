import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFixtureDictionary } from '../test/dictionary';
import type { Dictionary } from './dictionary';
import { parseWordRoots } from './roots';

describe('parseWordRoots', () => {
  it('reads each root with its kind, leaving out the numbers that tell homographs apart', () => {
    const text = JSON.stringify({
      'ped1, pedi, -pede': { class: 'root', root: 'ped1, pedi, -pede', meaning: 'foot', example: ['pedal'] },
      'a-1, an-1': { class: 'prefix', root: 'a-1, an-1', meaning: 'not, without', example: ['amoral'] },
      '-less': {
        class: 'adjective-forming suffix',
        root: '-less',
        meaning: 'without',
        example: ['careless', 'soundless1', 'Homo sapiens'],
      },
    });
    expect(parseWordRoots(text)).toEqual([
      { part: 'ped, pedi, -pede', meaning: 'foot', kind: 'root', words: ['pedal'] },
      { part: 'a-, an-', meaning: 'not, without', kind: 'prefix', words: ['amoral'] },
      { part: '-less', meaning: 'without', kind: 'suffix', words: ['careless', 'soundless', 'homo sapiens'] },
    ]);
  });

  it('skips members without a meaning or words, and names the file when it is not JSON', () => {
    const text = JSON.stringify({
      good: { class: 'root', root: 'good', meaning: 'good', example: ['goodness'] },
      noMeaning: { class: 'root', root: 'x', example: ['x'] },
      noWords: { class: 'root', root: 'y', meaning: 'y', example: [] },
      notAnObject: 'z',
    });
    expect(parseWordRoots(text).map(({ part }) => part)).toEqual(['good']);
    expect(() => parseWordRoots('[]')).not.toThrow();
    expect(() => parseWordRoots('null')).toThrow(/wordroot\.txt/);
  });
});

describe('roots', () => {
  let dictionary: Dictionary;

  beforeAll(async () => {
    dictionary = await openFixtureDictionary();
  });

  afterAll(() => dictionary.close());

  it('are the roots that list the word, prefixes first', () => {
    expect(dictionary.roots('record')).toEqual([
      { part: 're-', meaning: 'again; back or back again', kind: 'prefix' },
      { part: 'cor, cour, cord', meaning: 'heart', kind: 'root' },
    ]);
  });

  it('of an inflected form are its base word’s', () => {
    expect(dictionary.roots('receives')).toEqual([
      { part: 'cap, cip, capt, cept, -ceive, -ceit', meaning: 'to take, catch', kind: 'root' },
    ]);
  });

  it('are none for a word no root lists', () => {
    expect(dictionary.roots('go')).toEqual([]);
    expect(dictionary.roots('xylophonist')).toEqual([]);
  });
});
