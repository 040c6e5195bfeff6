import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zh as messages } from '../../../contract/i18n/zh';
import zh from './zh.json';

/*
 * One Chinese word per thing (docs/glossary.md): a learner who reads 单词本 on one screen and 词库 on the
 * next wonders whether these are two lists. These are the variants the glossary bans.
 */
const BANNED: Array<{ variant: string; pattern: RegExp; use: string }> = [
  { variant: '词库', pattern: /词库/, use: '单词本' },
  { variant: '单词表', pattern: /单词表/, use: '单词本' },
  { variant: '账户', pattern: /[账帐]户|帐号/, use: '账号' },
  { variant: '句子检查', pattern: /句子检查/, use: '语法检查' },
  { variant: '英语变体', pattern: /英语变体/, use: '英式/美式英语' },
  { variant: '到期', pattern: /(?<!未)到期/, use: '待复习' },
  { variant: '已安排', pattern: /已安排/, use: '未到期' },
  { variant: '期待再见', pattern: /期待再见/, use: '下次见' },
  { variant: '离线分数', pattern: /离线分数/, use: '准确度' },
  { variant: '双语', pattern: /(?<!中英)双语/, use: '中英双语' },
];

function strings(node: unknown, path = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
}

describe('the Chinese glossary', () => {
  it.each([
    ['web/src/i18n/zh.json', zh],
    ['contract/i18n/zh.ts', messages],
  ])('%s uses no banned variant', (_file, texts) => {
    const found = strings(texts).flatMap(([path, text]) =>
      BANNED.filter(({ pattern }) => pattern.test(text)).map(
        ({ variant, use }) => `${path}: ${variant} → ${use}`,
      ),
    );
    expect(found).toEqual([]);
  });

  // Tests run from the repository root.
  it('bans exactly what docs/glossary.md lists, so the two stay in step', () => {
    const glossary = readFileSync(resolve(process.cwd(), 'docs/glossary.md'), 'utf8');
    for (const { variant, use } of BANNED) {
      expect(glossary, variant).toContain(variant);
      expect(glossary, use).toContain(use);
    }
  });
});
