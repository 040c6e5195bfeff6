import { expect, it } from 'vitest';
import { diffSnapshots } from './snapshot-diff';

const line = (grammarLanguage: string, corrected: string, explanation: string) =>
  JSON.stringify({
    sentence: 'He go home.',
    grammarLanguage,
    check: {
      correctedSentence: corrected,
      explanation: 'summary',
      issues: [{ original: 'go', explanation }],
    },
  });

it('tells a rewritten explanation from a changed answer', () => {
  const before = [
    line('english', 'He goes home.', 'why'),
    line('bilingual', 'He goes home.', '旧的说明'),
    line('bilingual', 'He goes home.', '旧的说明'),
    line('english', 'He goes home.', 'why'),
  ];
  const after = [
    line('english', 'He goes home.', 'why'),
    line('bilingual', 'He goes home.', '新的说明'),
    line('bilingual', 'He went home.', '新的说明'),
    line('english', 'He went home.', 'why'),
  ];
  const diff = diffSnapshots(before, after);
  expect(diff).toMatchObject({ same: 1, explanationsOnly: 1, bilingualChanged: 1, englishChanged: 1 });
  expect(diff.changed).toEqual([
    { sentence: 'He go home.', before: 'He goes home.', after: 'He went home.' },
    { sentence: 'He go home.', before: 'He goes home.', after: 'He went home.' },
  ]);
});

it('refuses two snapshots of different inputs', () => {
  expect(() => diffSnapshots(['{}'], [])).toThrow('1 lines before, 0 after');
});
