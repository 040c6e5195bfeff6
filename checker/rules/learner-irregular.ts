import { wordsLint, type RawLint } from '../engine/lints';
import { overRegularPlural, overRegularVerb, singularOf } from '../lexicon/forms';
import {
  FAMILY_AND_FRIENDS,
  isBeForm,
  isPerfectAuxiliary,
  isPluralNumber,
  matchCase,
  startsSentence,
  type Word,
  showsPlural,
} from '../lexicon/words';
import { type Flagged, auxiliaryBefore } from './learner-form-reading';

/*
 * Over-regularised forms ("goed", "childs", "three mouses") -> ECDICT's irregular form, the past or the
 * participle chosen by the auxiliary in front. A pass of the forms family (learner-forms.ts runs it).
 */

/** The "be" a person born needs: "I borned" -> "I was born", "My parents borned" -> "were born". */
function bornWithBe(person: Word): string | undefined {
  if (/^(?:i|he|she)$/.test(person.lower) || FAMILY_AND_FRIENDS.has(person.lower)) return 'was';
  const singular = singularOf(person.lower);
  if (/^(?:we|you|they)$/.test(person.lower) || (singular && FAMILY_AND_FRIENDS.has(singular))) return 'were';
  return undefined;
}

export function overRegularised(words: readonly Word[], sentence: string, flagged: Flagged): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const verb = overRegularVerb(word.lower);
    if (verb && flagged(word)) {
      const aux = auxiliaryBefore(words, index);
      const participle = aux !== undefined && (isPerfectAuxiliary(aux) || isBeForm(aux));
      // "I borned in 1990" -> "I was born": one is born, never "bore", so the person before it gets a "be".
      if (verb.lemma === 'bear' && word.lower.startsWith(verb.participle) && !participle) {
        const be = aux && bornWithBe(aux);
        if (be) {
          const born = `${be} ${verb.participle}`;
          lints.push(
            wordsLint('WordloomIrregularVerb', 'Grammar', word, word, sentence, born, `One "${born}".`),
          );
        }
        return;
      }
      const form = participle ? verb.participle : verb.past;
      lints.push(
        wordsLint(
          'WordloomIrregularVerb',
          'Grammar',
          word,
          word,
          sentence,
          matchCase(form, word.text),
          participle
            ? `"${verb.lemma}" is irregular: after "${aux!.text}" its past participle is "${form}".`
            : `"${verb.lemma}" is irregular: its past tense is "${form}".`,
        ),
      );
      return;
    }
    const plural = overRegularPlural(word.lower);
    const before = words[index - 1];
    // "bureaus", "cactuses", "indexes", "formulas": beside a Latin, Greek or French plural, English has its own.
    if (plural && /(?:i|ae|a|ices|x)$/.test(plural)) return;
    // "Andrew Childs", "tmac.ps", "PS": a name inside a sentence, or a letter's plural, is no noun to fix.
    const name = word.text !== word.lower && !startsSentence(sentence, word);
    if (plural && (name || word.lower.length < 4)) return;
    // "mouses" is also a verb form: only a number or "many" in front makes it a plural for sure.
    // "The mans are working": a plural verb after it says so too ("he mans the desk" is a verb).
    const pluralVerb = showsPlural(words[index + 1]?.lower ?? '');
    if (plural && (flagged(word) || pluralVerb || (before !== undefined && isPluralNumber(before)))) {
      lints.push(
        wordsLint(
          'WordloomIrregularPlural',
          'Agreement',
          word,
          word,
          sentence,
          matchCase(plural, word.text),
          `The plural of this word is irregular: "${plural}".`,
        ),
      );
    }
  });
  return lints;
}
