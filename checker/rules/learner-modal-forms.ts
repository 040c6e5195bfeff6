import { wordsLint, type RawLint } from '../engine/lints';
import { isNoun, isVerb, lemmaAfterModal, lemmaOfParticiple } from '../lexicon/forms';
import { lemmasOfIng } from '../lexicon/inflect';
import {
  adjacentRun,
  MODALS,
  NEGATED_MODALS,
  SUBJECT_PRONOUNS,
  isIngAdjective,
  isMassNoun,
  verbAfterAdverbs,
  type Word,
  OBJECT_WORDS,
  QUESTION_WORDS,
} from '../lexicon/words';
import { DO_SUBJECT, QUESTION_NOUNS, isNounSubject } from './learner-form-reading';
import type { SentenceAnalysis } from '../engine/analysis';

/*
 * The bare verb after a modal or a question's "do": "can sings", "can went" -> the bare verb, "cans" -> "can",
 * "Does she likes it?" -> "like". Passes of the forms family (learner-forms.ts runs them).
 */

export function modalVerbs(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((modal, index) => {
    const negated = NEGATED_MODALS.has(modal.lower);
    if (!negated && !MODALS.has(modal.text)) return;
    // Only after a subject: a pronoun, or a determiner + noun ("The scraping will causes"). "Can parents
    // help?", "the can holds", "in may parts" are no modal + verb; "can't" is a modal wherever it is.
    const before = words[index - 1];
    const subject = before && (MODAL_SUBJECTS.has(before.lower) || isNounSubject(words, index - 1, sentence));
    if (!negated && !subject) return;
    // "could even began", "will not came": adverbs between do not change the verb's form.
    const verb = verbAfterAdverbs(words, index + 1);
    if (!verb || verb.text !== verb.lower) return;
    // "He can't speaking English" -> "speak": an -ing form is no verb after a modal either (an adjective in
    // "-ing" misses its "be": "It will exciting", Harper's ModalBeAdjective). "You can learned a lot" ->
    // "learn": a participle with an object is no passive ("can be learned" has none), unless it is a verb of
    // its own ("could found a company").
    const ing = /ing$/.test(verb.lower) && !isIngAdjective(verb.lower);
    const object = OBJECT_WORDS.has(words[words.indexOf(verb) + 1]?.lower ?? '') && !isVerb(verb.lower);
    const lemma =
      lemmaAfterModal(verb.lower) ??
      (ing ? lemmasOfIng(verb.lower).find(isVerb) : object ? lemmaOfParticiple(verb.lower) : undefined);
    if (!lemma || /[,;:]/.test(sentence.slice(modal.end, verb.start))) return;
    lints.push(
      wordsLint(
        'WordloomModalVerb',
        'Grammar',
        verb,
        verb,
        sentence,
        lemma,
        `After "${modal.text}", use the base form of the verb: "${lemma}".`,
      ),
    );
  });
  return lints;
}

const MODAL_SUBJECTS = new Set([...SUBJECT_PRONOUNS, 'who', 'which', 'that']);

/**
 * "He cans swim" -> "can", "She musts go" -> "must": a modal takes no -s for he, she or it. "Cans" and
 * "wills" only before a verb that is no thing canned or willed ("She cans peaches", "He cans fish").
 */
export function modalWithS(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const modal = word.lower.slice(0, -1);
    const [subject, verb] = [words[index - 1], words[index + 1]];
    if (!word.lower.endsWith('s') || !MODALS.has(modal) || word.text !== word.lower) return;
    if (!subject || !/^(?:he|she|it)$/.test(subject.lower) || !verb || !isVerb(verb.lower)) return;
    if (!adjacentRun(sentence, [subject, word, verb])) return;
    if (/^(?:can|will)$/.test(modal) && (isNoun(verb.lower) || isMassNoun(verb.lower))) return;
    lints.push(
      wordsLint(
        'WordloomModalNoS',
        'Agreement',
        word,
        word,
        sentence,
        modal,
        `"${modal}" has no -s form: "${subject.lower} ${modal} ${verb.lower}".`,
      ),
    );
  });
  return lints;
}

/**
 * "Does she likes it?" -> "like", "Do they wants" -> "want": in a question, "do/does/did" carries the tense
 * and the person, and the verb after its subject is the base form. Only where the "do" starts a clause or
 * follows a question word ("the does graze": deer).
 */
export function questionDoVerbs(analysis: SentenceAnalysis, sentence: string): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((does, index) => {
    const subject = words[index + 1];
    // "Why don't you came?" -> "come": a negated question too.
    if (!/^(?:do|does|did|don['’]t|doesn['’]t|didn['’]t)$/.test(does.lower)) return;
    // The subject: a pronoun, or a determiner and its noun ("What time does the train leaves?").
    const found = analysis.subjectAt(index + 1, DO_SUBJECT);
    if (!subject || !found) return;
    // "How long does it takes?": after "how long", "how much" … as after a question word.
    // "What time does the train leave?", "Which bus do you take?": a question word and its noun.
    const howMuch =
      (words[index - 2]?.lower === 'how' &&
        /^(?:long|much|many|often|far)$/.test(words[index - 1]?.lower ?? '')) ||
      (/^(?:what|which|whose)$/.test(words[index - 2]?.lower ?? '') &&
        analysis.startsClause(index - 2) &&
        (isNoun(words[index - 1]?.lower ?? '') || QUESTION_NOUNS.has(words[index - 1]?.lower ?? '')));
    if (!analysis.startsClause(index) && !QUESTION_WORDS.has(words[index - 1]?.lower ?? '') && !howMuch)
      return;
    const verb = verbAfterAdverbs(words, found.end);
    if (!verb || verb.text !== verb.lower || /[,;:.!?]/.test(sentence.slice(does.end, verb.start))) return;
    const lemma = verb.lower === 'has' ? 'have' : lemmaAfterModal(verb.lower);
    if (!lemma) return;
    const said = sentence.slice(subject.start, words[found.end - 1]!.end);
    lints.push(
      wordsLint(
        'WordloomDoQuestion',
        'Grammar',
        verb,
        verb,
        sentence,
        lemma,
        `After "${does.text} ${said}", use the base form of the verb: "${lemma}".`,
      ),
    );
  });
  return lints;
}
