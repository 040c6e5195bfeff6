import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDictionary } from './build';
import { openDictionary, type Dictionary } from './dictionary';
import { FIXTURE_SOURCES } from './fixtures/sources';

let dir: string;
let dictionary: Dictionary;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wordloom-dictionary-'));
  const outputPath = join(dir, 'dictionary.sqlite');
  await buildDictionary({ ...FIXTURE_SOURCES, outputPath });
  dictionary = openDictionary({ path: outputPath });
});

afterAll(async () => {
  dictionary.close();
  await rm(dir, { recursive: true, force: true });
});

describe('building', () => {
  it('leaves only the finished index behind', async () => {
    expect(await readdir(dir)).toEqual(['dictionary.sqlite']);
  });

  it('drops rows no learner looks up: no meaning, a number, blank, a sentence-long phrase', () => {
    expect(dictionary.lookup('zzzempty')).toBeNull();
    expect(dictionary.lookup('2000')).toBeNull();
    expect(
      dictionary.lookup('a very long phrase that nobody would ever look up in a learner dictionary'),
    ).toBeNull();
    expect(dictionary.lookup('   ')).toBeNull();
  });
});

describe('lookup', () => {
  it('answers a word with phonetic, both meanings, part of speech, forms and exam tags', () => {
    expect(dictionary.lookup('abandon')).toEqual({
      word: 'abandon',
      phonetic: "ә'bændәn",
      definition:
        'v. forsake, leave behind\nv. give up with the intent of never claiming again\n' +
        'n. the trait of lacking restraint or control; reckless freedom from inhibition or worry',
      translation: 'vt. 放弃，抛弃，遗弃，使屈从，沉溺，放纵\nn. 放任，无拘束，狂热',
      partOfSpeech: 'verb',
      partsOfSpeech: ['verb', 'noun'],
      exchanges: {
        past: 'abandoned',
        pastParticiple: 'abandoned',
        presentParticiple: 'abandoning',
        thirdPerson: 'abandons',
      },
      tags: ['高考', 'CET-4', 'CET-6', '考研', 'TOEFL', 'GRE'],
      senses: [
        { partOfSpeech: 'verb', definition: 'forsake, leave behind' },
        { partOfSpeech: 'verb', definition: 'give up with the intent of never claiming again' },
        {
          partOfSpeech: 'noun',
          definition: 'the trait of lacking restraint or control; reckless freedom from inhibition or worry',
        },
      ],
      frequencyRank: 2182,
    });
  });

  it('ignores case and surrounding space', () => {
    expect(dictionary.lookup('  ABANDON ')?.word).toBe('abandon');
    expect(dictionary.lookup('monday')?.word).toBe('Monday');
  });

  it('keeps quotes and line breaks that ECDICT escapes', () => {
    expect(dictionary.lookup('weird')?.definition).toBe(
      's. strikingly odd or unusual; some weird effect of shadow"- Bram Stoker',
    );
    expect(dictionary.lookup('calendar')?.translation).toBe('n. 日历，日程表\nvt. 列入表中');
  });

  it('finds phrases', () => {
    expect(dictionary.lookup('look up')?.translation).toContain('查寻');
  });

  it('returns null for a word it does not know', () => {
    expect(dictionary.lookup('xylophonist')).toBeNull();
  });
});

describe('display text', () => {
  it('writes Chinese with full-width commas and semicolons, English with its own', () => {
    expect(dictionary.lookup('a')?.translation).toBe('第一个字母 A；一个；第一的');
    expect(dictionary.lookup('relieve')?.definition).toBe(
      'v. provide physical relief, as from pain\nv. free from a burden, evil, or distress\nv. take by stealing',
    );
  });

  it('leaves out specialist senses (‘[计] 累加器’) when the word has everyday ones', () => {
    expect(dictionary.lookup('child')?.translation).toBe('n. 孩子，产物，追随者');
    expect(dictionary.lookup('resilient')?.translation).toBe('a. 弹回的，有弹力的');
    expect(dictionary.lookup('look up')?.translation).toBe('向上看，尊敬，仰望，好转，查寻，拜访');
  });

  it('puts the senses of the main part of speech first, in both languages', () => {
    expect(dictionary.lookup('abandon')?.definition?.split('\n')[0]).toBe('v. forsake, leave behind');
    expect(dictionary.lookup('fuse')?.translation).toBe('vt. 熔合，融合\nn. 保险丝，导火线');
    expect(dictionary.lookup('whether')?.definition?.startsWith('conj. In case')).toBe(true);
  });
});

describe('inflected forms', () => {
  it('resolve to the base word when their own entry only says what form they are', () => {
    expect(dictionary.lookup('went')).toMatchObject({ word: 'go', lemma: 'go', partOfSpeech: 'verb' });
    expect(dictionary.lookup('children')).toMatchObject({
      word: 'child',
      lemma: 'child',
      exchanges: { plural: 'children' },
    });
    expect(dictionary.lookup('mice')).toMatchObject({ word: 'mouse', lemma: 'mouse' });
    expect(dictionary.lookup('goes')).toMatchObject({ word: 'go', lemma: 'go' });
  });

  it('resolve through the base word listing them when the form names no base word itself', () => {
    expect(dictionary.lookup('was')).toMatchObject({ word: 'be', lemma: 'be' });
  });

  it('keep their own entry when it has meanings of its own, naming the base word', () => {
    expect(dictionary.lookup('better')).toMatchObject({
      word: 'better',
      lemma: 'good',
      translation: 'a. 较好的\nadv. 比较好',
    });
    expect(dictionary.lookup('abandoned')).toMatchObject({
      word: 'abandoned',
      lemma: 'abandon',
      partOfSpeech: 'adjective',
    });
  });

  it('go to the most common base word when several share the form', () => {
    expect(dictionary.lookup('leaves')).toMatchObject({ word: 'leave', lemma: 'leave' });
  });

  it('list the comparative and superlative of adjectives', () => {
    expect(dictionary.lookup('good')?.exchanges).toEqual({ comparative: 'better', superlative: 'best' });
  });
});

describe('parts of speech', () => {
  it('come from the labelled lines of the translation, first label first', () => {
    expect(dictionary.lookup('quickly')?.partOfSpeech).toBe('adverb');
    expect(dictionary.lookup('the')?.partOfSpeech).toBe('article');
    expect(dictionary.lookup('and')?.partOfSpeech).toBe('conjunction');
    expect(dictionary.lookup('in')?.partOfSpeech).toBe('preposition');
    expect(dictionary.lookup('their')?.partOfSpeech).toBe('pronoun');
    expect(dictionary.lookup('well-known')?.partOfSpeech).toBe('adjective');
  });

  it("prefer ECDICT's corpus shares when it has them", () => {
    expect(dictionary.lookup('fuse')?.partOfSpeech).toBe('verb');
  });

  it('are null when nothing says', () => {
    expect(dictionary.lookup('look up')?.partOfSpeech).toBeNull();
  });
});

describe('isKnown', () => {
  it('knows listed words, their inflected forms and phrases, in any case', () => {
    for (const word of [
      'their',
      'go',
      'went',
      'gone',
      'children',
      'better',
      'Monday',
      'MONDAY',
      "o'clock",
      'look up',
    ]) {
      expect(dictionary.isKnown(word), word).toBe(true);
    }
  });

  it("does not know ECDICT's misspelling entries or forms it generated wrongly", () => {
    for (const word of ['untill', 'thier', 'childrens', 'xylophonist'])
      expect(dictionary.isKnown(word), word).toBe(false);
  });
});

describe('rank', () => {
  it('says how common a known word is, a form by its base word, and nothing for an unknown one', () => {
    expect(dictionary.rank('the')).toBeLessThan(dictionary.rank('weird')!);
    expect(dictionary.rank('went')).toBe(dictionary.rank('go'));
    expect(dictionary.rank('untill')).toBeNull();
  });
});

describe('commonLookalikes', () => {
  it('names the common word a rare real word is probably a slip for', () => {
    expect(dictionary.commonLookalikes('wether')).toEqual(['whether']);
    expect(dictionary.commonLookalikes('Wether')).toEqual(['whether']);
  });

  it('lets a common word pass, however close another common word is', () => {
    expect(dictionary.commonLookalikes('dairy')).toEqual([]);
    expect(dictionary.commonLookalikes('diary')).toEqual([]);
    expect(dictionary.commonLookalikes('whether')).toEqual([]);
  });

  it('lets a word on an exam list pass, and a form of a common word', () => {
    expect(dictionary.commonLookalikes('resilient')).toEqual([]);
    expect(dictionary.commonLookalikes('wired')).toEqual([]);
  });
});

describe('suggest', () => {
  it('offers the closest common words, swaps and doubled letters included', () => {
    expect(dictionary.suggest('recieve')[0]).toBe('receive');
    expect(dictionary.suggest('untill')[0]).toBe('until');
    expect(dictionary.suggest('thier')[0]).toBe('their');
    expect(dictionary.suggest('seperate')[0]).toBe('separate');
  });

  it('ranks equally close words by how common they are', () => {
    expect(dictionary.suggest('wierd')).toEqual(['weird', 'wield', 'wired', 'wields']);
    expect(dictionary.suggest('wierd', 2)).toEqual(['weird', 'wield']);
  });

  it('suggests inflected forms and proper capitalisation', () => {
    expect(dictionary.suggest('chilren')).toContain('children');
    expect(dictionary.suggest('monday')).toEqual(['Monday', 'mondays']);
  });

  it('offers nothing for input that is no single word', () => {
    expect(dictionary.suggest('')).toEqual([]);
    expect(dictionary.suggest('look upp')).toEqual([]);
    expect(dictionary.suggest('recieve', 0)).toEqual([]);
  });
});
