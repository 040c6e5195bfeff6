import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { RULE_REFERENCE_PATH, ruleReference } from './rule-reference';

it('keeps the rule reference as the registry makes it (npx tsx checker/eval/make-rule-reference.ts)', async () => {
  const path = fileURLToPath(new URL(`../../${RULE_REFERENCE_PATH}`, import.meta.url));
  expect(readFileSync(path, 'utf8')).toBe(await ruleReference());
});
