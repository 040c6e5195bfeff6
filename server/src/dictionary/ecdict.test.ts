import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDictionary, type Dictionary } from './dictionary';
import { ecdictCsvPath, ensureDictionary } from './ensure';

// Over the real ECDICT data. The index is built once per CSV version into a shared temporary directory
// (about 15 s) and reused by later runs.
const csvPath = ecdictCsvPath();
const source = statSync(csvPath);
const dataDir = join(tmpdir(), `wordloom-ecdict-${source.size}-${Math.trunc(source.mtimeMs)}`);

let dictionary: Dictionary;

beforeAll(async () => {
  dictionary = openDictionary({ path: await ensureDictionary({ dataDir, csvPath }) });
}, 180_000);

afterAll(() => dictionary.close());

const MISSPELLINGS: Record<string, string> = {
  recieve: 'receive',
  definately: 'definitely',
  seperate: 'separate',
  accomodate: 'accommodate',
  tommorow: 'tomorrow',
  occured: 'occurred',
  untill: 'until',
  wich: 'which',
  beleive: 'believe',
  goverment: 'government',
  enviroment: 'environment',
  begining: 'beginning',
  becuase: 'because',
  freind: 'friend',
  wierd: 'weird',
  truely: 'truly',
  neccessary: 'necessary',
  adress: 'address',
  calender: 'calendar',
  embarass: 'embarrass',
  existance: 'existence',
  familar: 'familiar',
  foriegn: 'foreign',
  grammer: 'grammar',
  harrass: 'harass',
  independant: 'independent',
  knowlege: 'knowledge',
  libary: 'library',
  occassion: 'occasion',
  pronounciation: 'pronunciation',
  succesful: 'successful',
  thier: 'their',
  writting: 'writing',
  publically: 'publicly',
  arguement: 'argument',
  cemetary: 'cemetery',
  concious: 'conscious',
  dissapoint: 'disappoint',
  mispell: 'misspell',
};

describe('spelling over ECDICT', () => {
  it.each(Object.entries(MISSPELLINGS))(
    'suggests for %s the word %s among the first three',
    (typed, meant) => {
      expect(dictionary.suggest(typed).slice(0, 3)).toContain(meant);
    },
  );

  it('does not know the misspellings, though ECDICT has entries for many of them', () => {
    // 'calender' is a real word too: a machine that presses cloth.
    const unknown = Object.keys(MISSPELLINGS).filter((typed) => typed !== 'calender');
    expect(unknown.filter((typed) => dictionary.isKnown(typed))).toEqual([]);
  });

  it('knows common words and their inflected forms', () => {
    const words = [
      'their',
      'the',
      'which',
      'because',
      'environment',
      'went',
      'gone',
      'children',
      'better',
      'best',
    ];
    const forms = [
      'occurred',
      'writing',
      'believed',
      'receives',
      'libraries',
      'happier',
      'mice',
      'was',
      'Monday',
    ];
    expect([...words, ...forms].filter((word) => !dictionary.isKnown(word))).toEqual([]);
  });
});

describe('lookup over ECDICT', () => {
  it('resolves inflected forms to their base word', () => {
    expect(dictionary.lookup('went')).toMatchObject({ word: 'go', lemma: 'go', partOfSpeech: 'verb' });
    expect(dictionary.lookup('children')).toMatchObject({
      word: 'child',
      lemma: 'child',
      partOfSpeech: 'noun',
    });
    expect(dictionary.lookup('better')).toMatchObject({ word: 'better', lemma: 'good' });
    expect(dictionary.lookup('taken')).toMatchObject({ word: 'take', lemma: 'take' });
  });

  it('answers a common word in full', () => {
    expect(dictionary.lookup('perception')).toMatchObject({
      word: 'perception',
      partOfSpeech: 'noun',
      exchanges: { plural: 'perceptions' },
      tags: ['CET-6', '考研', 'TOEFL', 'IELTS', 'GRE'],
    });
  });
});
