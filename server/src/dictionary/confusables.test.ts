import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFixtureDictionary } from '../test/dictionary';
import { keysOf, parseConfusables } from './confusables';
import type { Dictionary } from './dictionary';

describe('parseConfusables', () => {
  it('reads each group: its words, and its notes a line each', () => {
    const text = [
      '% quite, rather',
      '这组词都有“相当，颇”的意思，其区别是：',
      '- quite: 含义比fairly稍强。',
      '- rather: 语气比quite强。',
      '',
      '% fell',
      '- fell: 也可作fall的过去式。',
    ].join('\r\n');
    expect(parseConfusables(text)).toEqual([
      {
        words: ['quite', 'rather'],
        note: '这组词都有“相当，颇”的意思，其区别是：\n- quite: 含义比fairly稍强。\n- rather: 语气比quite强。',
        keys: ['quite', 'rather'],
      },
      { words: ['fell'], note: '- fell: 也可作fall的过去式。', keys: ['fell'] },
    ]);
  });

  it('keeps commas inside parentheses with their word, and skips a group without notes', () => {
    const [group, ...rest] = parseConfusables(
      '% motorway（free way，express way）, road\n- road: 路\n% lonely, alone\n',
    );
    expect(group?.words).toEqual(['motorway（free way，express way）', 'road']);
    expect(group?.keys).toEqual(['motorway', 'free way', 'express way', 'road']);
    expect(rest).toEqual([]);
  });
});

describe('keysOf', () => {
  it('finds every spelling a learner may look up', () => {
    expect(keysOf('catalog(ue)')).toEqual(['catalog', 'catalogue']);
    expect(keysOf('issue/number')).toEqual(['issue', 'number']);
    expect(keysOf('percent或per cent')).toEqual(['percent', 'per cent']);
    expect(keysOf('worthy be ~ of')).toEqual(['worthy']);
    expect(keysOf('not…until')).toEqual(['not']);
    expect(keysOf('Mr.')).toEqual(['mr.']);
  });
});

describe('confusables', () => {
  let dictionary: Dictionary;

  beforeAll(async () => {
    dictionary = await openFixtureDictionary();
  });

  afterAll(() => dictionary.close());

  it('are the groups the word is in, with their Chinese notes', () => {
    const [group, ...rest] = dictionary.confusables('abandon');
    expect(rest).toEqual([]);
    expect(group?.words).toEqual(['desert', 'leave', 'give up', 'forsake', 'abandon']);
    expect(group?.note.split('\n')).toHaveLength(6);
    expect(group?.note).toContain('- abandon: 强调永远或完全放弃');
  });

  it('are found through an inflected form and through a word written as a pattern', () => {
    expect(dictionary.confusables('abandoned').map(({ words }) => words[0])).toEqual(['desert']);
    expect(dictionary.confusables('until').map(({ words }) => words)).toEqual([['not…until', 'until']]);
  });

  it('are none for a word in no group', () => {
    expect(dictionary.confusables('child')).toEqual([]);
  });
});
