import type { DictionaryEntryResponse } from '@contract';

/** A dictionary entry as GET /words/lookup answers it, for tests (as test/fixtures.ts builds the others). */
export function aDictionaryEntry(overrides: Partial<DictionaryEntryResponse> = {}): DictionaryEntryResponse {
  return {
    word: 'predict',
    phonetic: "pri'dikt",
    definition: 'v. make a prediction about; tell in advance',
    translation: 'vt. 预言，预测',
    partOfSpeech: 'verb',
    partsOfSpeech: ['verb'],
    exchanges: {},
    tags: ['cet4'],
    senses: [
      { partOfSpeech: 'verb', definition: 'make a prediction about; tell in advance' },
      { partOfSpeech: 'verb', definition: 'indicate by signs' },
    ],
    frequencyRank: 2800,
    examples: ['Who can predict the future?', 'The weather forecast predicts rain.', 'Nobody predicted it.'],
    roots: [
      { part: 'pre-', meaning: 'before', kind: 'prefix' },
      { part: 'dic, dict', meaning: 'speak, declare', kind: 'root' },
    ],
    confusables: [
      {
        words: ['foretell', 'forecast', 'predict', 'foresee'],
        note: '这组词都有“预言，预测”的意思。\n- predict: 多指根据已知事实推测',
      },
    ],
    ...overrides,
  };
}
