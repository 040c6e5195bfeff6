/*
 * Regenerates checker/docs/rules.md from the rule registry. Run: npx tsx checker/eval/make-rule-reference.ts
 */
import { writeFileSync } from 'node:fs';
import { RULE_REFERENCE_PATH, ruleReference } from './rule-reference';

writeFileSync(RULE_REFERENCE_PATH, await ruleReference());
console.log(`${RULE_REFERENCE_PATH} written`);
