import { replacementLint, type RawLint } from '../engine/lints';
import { isVerbForm, nounNumber } from '../lexicon/forms';
import {
  adjacentRun,
  isPluralNumber,
  matchCase,
  PREPOSITIONS,
  startsSentence,
  isMassNoun,
  type Word,
} from '../lexicon/words';
import { lotOf, amountOf, lotOfPlural, noPlural } from './learner-form-reading';

/*
 * "there is" and "there are" by what follows: "There is many people" -> "There are", "There are a
 * student" -> "There is", "There are a lot of water" -> "There is". Passes of the forms family
 * (learner-forms.ts runs them).
 */

/**
 * The plural that follows "there is" at `at`, as the message names it ("many", "too many", "a lot of
 * people", "no students", "any problems"), or undefined.
 */
function pluralAfterThere(
  words: readonly Word[],
  at: number,
  sentence: string,
  { many, contracted, anyCounts }: { many: boolean; contracted: boolean; anyCounts: boolean },
): string | undefined {
  const quantifier = words[at]!;
  if (isPluralNumber(quantifier)) return quantifier.text;
  if (many) return `${quantifier.text} many`;
  // "Is there any problems?", "There isn't any apples": "any" with a plural, asked or negated.
  if (anyCounts && /^(?:any|some)$/.test(quantifier.lower)) {
    const noun = words[at + 1];
    const plural = noun && noun.text === noun.lower && nounNumber(noun.lower) === 'plural';
    return plural ? `${quantifier.text} ${noun.text}` : undefined;
  }
  // "There's a lot of people" is everyday speech; "There is a lot of people" in writing is not.
  if (contracted) return undefined;
  if (PEOPLE_PLURALS.has(quantifier.lower)) return peoplePlural(words, at, sentence);
  return quantifier.lower === 'no' ? noPlural(words, at, sentence) : lotOfPlural(words, at, sentence);
}

/** Adverbs a learner puts between "there is" and what there is: "There is also many", "There is still". */
const THERE_ADVERBS = new Set('also still only always often usually now even'.split(' '));
/** People in the plural, which no "-s" shows: "There is people who" -> "There are". */
const PEOPLE_PLURALS = new Set(['people', 'children', 'men', 'women']);

/**
 * "There is people who like it" -> "There are": the plural noun itself, not part of a possessive ("There is
 * people's money") or a compound ("There is children's" or "men's wear").
 */
function peoplePlural(words: readonly Word[], at: number, sentence: string): string | undefined {
  const noun = words[at]!;
  if (noun.text !== noun.lower || /^['’-]/.test(sentence.slice(noun.end))) return undefined;
  return adjacentRun(sentence, words.slice(at - 2, at + 1)) ? noun.text : undefined;
}

/**
 * "There is many books" -> "There are", and asked or negated: "Is there many people?", "Was there any
 * problems?" -> "Are", "Were"; "There isn't any apples" -> "aren't".
 */
export function thereIsPlural(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((there, index) => {
    if (there.lower !== 'there' && there.lower !== "there's") return;
    const contracted = there.lower === "there's";
    const asked =
      !contracted &&
      index > 0 &&
      /^(?:is|was)$/i.test(words[index - 1]!.text) &&
      startsSentence(sentence, words[index - 1]!) &&
      /\?\s*$/.test(sentence);
    const be = contracted ? there : asked ? words[index - 1] : words[index + 1];
    const negated = !contracted && !asked && /^(?:isn['’]t|wasn['’]t)$/.test(be?.lower ?? '');
    let at = index + (contracted || asked ? 1 : 2);
    // "There is also many people", "There is still people who": an adverb between the verb and the plural.
    if (!contracted && !asked && THERE_ADVERBS.has(words[at]?.lower ?? '')) at += 1;
    const quantifier = words[at];
    if (!be || !quantifier || /^(these|those)$/.test(quantifier.lower)) return;
    // "There is too many cars": "many" after "too" or "so".
    const many = /^(?:too|so)$/.test(quantifier.lower) && words[at + 1]?.lower === 'many';
    // "There is many water": "a lot of water" is the fix (singularAfterQuantifier), and keeps "is".
    if (isMassNoun(words[at + 1 + (many ? 1 : 0)]?.lower ?? '')) return;
    const plural = pluralAfterThere(words, at, sentence, { many, contracted, anyCounts: asked || negated });
    if (!plural) return;
    if (!contracted && !negated && be.lower !== 'is' && be.lower !== 'was') return;
    const start = contracted ? there.start + 5 : be.start;
    const are = /^was/.test(be.lower) ? 'were' : 'are';
    const fixed = negated ? `${are}n${be.text.slice(-2)}` : matchCase(are, be.text);
    lints.push({
      rule: 'WordloomThereIsPlural',
      kind: 'Agreement',
      start,
      end: be.end,
      problem: sentence.slice(start, be.end),
      message: `With a plural ("${plural}"), use "there ${are}".`,
      suggestions: [{ kind: 'replace', text: contracted ? ` ${are}` : fixed }],
    });
  });
  return lints;
}

/** What counts more than one after "a": "There are a lot of", "a few", "a number of", "a hundred". */
const A_FEW =
  'lot|lots|few|number|couple|great|good|dozen|variety|range|series|host|bunch|handful|total|hundred|thousand|million|billion|estimated|average|minimum|maximum|pair|set|group|kind';
const THERE_ARE_ONE = new RegExp(
  String.raw`\b[Tt]here\s+(are|were)(?=\s+(?:a|an|one)\s+(?!(?:${A_FEW})\b)[a-z]+(?:\s+[a-z]+)?(?:\s*(?:[.,!?;]|$)|\s+(?:on|in|at|under|near|behind|next|for|with|that|who|which)\b))`,
  'g',
);

/** "There are a book on the table" -> "There is a book": one thing is "there is" (not "a lot of", "a few"). */
export function thereAreOne(sentence: string): RawLint[] {
  return [...sentence.matchAll(THERE_ARE_ONE)].map((match) => {
    const start = match.index + match[0].length - match[1]!.length;
    const is = match[1] === 'were' ? 'was' : 'is';
    return replacementLint(
      'WordloomThereIsPlural',
      'Agreement',
      sentence,
      start,
      start + match[1]!.length,
      is,
      `With one thing ("a …"), use "there ${is}".`,
    );
  });
}

/**
 * "There are a lot of homework" -> "There is": an uncountable noun is one amount, whatever "a lot of" says.
 * Only where the noun ends its phrase (a mark, a preposition or an adverb after it): "There are a lot of
 * traffic lights" and "a lot of information and books" are plural.
 */
export function thereAreUncountable(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((there, index) => {
    if (there.lower !== 'there') return;
    // "Are there any milk?" -> "Is there": the question's order.
    const asked = index === 1 && /\?\s*$/.test(sentence);
    const be = asked ? words[0] : words[index + 1];
    if (!be || !/^(?:are|were)$/i.test(be.text)) return;
    const from = asked ? index + 1 : index + 2;
    const amountNoun = lotOf(words, from, sentence) ?? amountOf(words, from, sentence);
    // "There are a lot of beautiful scenery": an adjective, no noun, may stand before it.
    const after = amountNoun && words[words.indexOf(amountNoun) + 1];
    const described =
      amountNoun !== undefined &&
      after !== undefined &&
      !isMassNoun(amountNoun.lower) &&
      nounNumber(amountNoun.lower) === undefined &&
      !isVerbForm(amountNoun.lower) &&
      isMassNoun(after.lower) &&
      adjacentRun(sentence, [amountNoun, after]);
    const noun = described ? after : amountNoun;
    const opening = asked ? words.slice(0, 2) : words.slice(index, index + 3);
    if (!noun || !isMassNoun(noun.lower) || !adjacentRun(sentence, opening)) return;
    const next = words[words.indexOf(noun) + 1];
    const ends =
      /^\s*(?:[.,;:!?]|$)/.test(sentence.slice(noun.end)) ||
      (next !== undefined &&
        (PREPOSITIONS.has(next.lower) || /^(?:here|there|today|now|again)$/.test(next.lower)));
    if (!ends) return;
    const is = matchCase(be.lower === 'were' ? 'was' : 'is', be.text);
    const amount = sentence.slice(words[from]!.start, noun.end);
    const said = asked ? `${is} there ${amount}` : `there ${is} ${amount}`;
    lints.push({
      rule: 'WordloomThereIsMass',
      kind: 'Agreement',
      start: be.start,
      end: be.end,
      problem: be.text,
      message: `"${noun.text}" is uncountable, one amount however much: "${said}".`,
      suggestions: [{ kind: 'replace', text: is }],
    });
  });
  return lints;
}
