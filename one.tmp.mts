import { readFileSync } from 'node:fs';
import { lintAll, openEvalDictionary } from './eval/systems';
import { checkFromLints } from './server/src/ai/offline/check';
const variety = (process.env.VARIETY ?? 'american') as 'american';
const lines = readFileSync(0, 'utf8').split('\n').filter(Boolean);
const linted = await lintAll(lines, variety);
const dict = await openEvalDictionary();
for (const { text, lints } of linted) {
  const c = checkFromLints(text, lints, { grammarLanguage: 'english', englishVariety: variety }, { dictionary: dict });
  console.log((c.correctedSentence === text ? '  = ' : '  ~ ') + text + (c.correctedSentence === text ? '' : '\n    -> ' + c.correctedSentence));
  if (process.env.V) for (const i of c.issues) console.log('     ', JSON.stringify(i).slice(0, 200));
  if (c.unknownWords?.length) console.log('     unknown', JSON.stringify(c.unknownWords));
}
process.exit(0);
