import {
  irregularLemma,
  isKindNoun,
  isNoun,
  isVerb,
  isVerbForm,
  lemmaAfterModal,
  lemmaOfParticiple,
  nounNumber,
  singularOf,
} from '../lexicon/forms';
import { lemmasOfIng, lemmasOfThirdPerson } from '../lexicon/inflect';
import {
  ADJECTIVE_OF_ADVERB,
  ADJECTIVES_WITHOUT_BE,
  AUXILIARIES,
  CLAUSE_JOINERS,
  DESCRIBING_ADJECTIVES,
  FREQUENCY,
  isBeForm,
  isDeterminer,
  isIngAdjective,
  isMassNoun,
  isPerfectAuxiliary,
  MIDDLE_ADVERBS,
  MODALS,
  NEGATED_MODALS,
  OBJECT_PRONOUNS,
  PEOPLE_IN_GENERAL,
  PLURAL_NOUNS,
  PREPOSITIONS,
  startsClause,
  SUBJECT_ADJECTIVES,
  SUBJECT_PRONOUNS,
  wordsOf,
  wordTable,
  type Word,
} from '../lexicon/words';

/*
 * One reading of a sentence, made once per pass of the learner rules (registry.ts, learnerLints) and read by
 * every rule through its context: its words, and on first asking what each word may be (lemmas and parts of
 * speech), where its clauses start and what their subjects are. Most rules read only the words, so the rest
 * is worked out when a rule first asks for it, then kept: the second pass reads a sentence of its own (the
 * corrected one) and so an analysis of its own.
 *
 * Subjects: a clause's subject here is the plain one (a pronoun; a determiner or quantity, up to three
 * describing words and the noun; a bare plural or "people" noun). Some rules still find their own, because
 * what they accept is part of the error they catch, and swapping in this span changed answers: "The Food very
 * good" (missing-be's noun subject takes a capitalised noun), "Most student like" (habits' one-thing
 * subjects exclude quantities), form-reading's subject noun (must be followed by a verb form),
 * clause-comma's (an auxiliary within three words), question tags' (after "I think (that)"), double
 * subjects' clause (ends at punctuation, not at joining words) and the future's main clause (a "will"
 * anywhere before). Merging them means one finder with those differences as parameters, each measured on
 * the snapshot.
 */

/** What a word may be: open classes from the forms (lexicon/forms.ts), closed ones from words.ts's lists. */
export type PartOfSpeech =
  | 'noun'
  | 'verb'
  | 'adjective'
  | 'adverb'
  | 'pronoun'
  | 'determiner'
  | 'auxiliary'
  | 'preposition'
  | 'conjunction';

/** What one word may be: every lemma its form may come from, and every part of speech it may play. */
export interface WordReading {
  readonly lemmas: readonly string[];
  readonly parts: ReadonlySet<PartOfSpeech>;
}

/** A run of words, as indexes into the analysis's words: `start` included, `end` not. */
export interface WordSpan {
  readonly start: number;
  readonly end: number;
}

/** A clause (with the joining word that opens it, if any), and its subject where it is plain at its start. */
export interface Clause extends WordSpan {
  readonly subject: WordSpan | undefined;
}

/** Quantities that start a noun subject as a determiner does: "many students", "all the components". */
const QUANTIFIERS = new Set('many most some all several both few each every'.split(' '));
/** How many words a determiner's subject may run to before its noun ("my best old friend"). */
const MAX_SUBJECT_WORDS = 3;

const isAdjective = (lower: string) =>
  SUBJECT_ADJECTIVES.has(lower) ||
  DESCRIBING_ADJECTIVES.has(lower) ||
  ADJECTIVES_WITHOUT_BE.has(lower) ||
  isIngAdjective(lower) ||
  isKindNoun(lower);

const isAdverb = (lower: string) =>
  MIDDLE_ADVERBS.has(lower) || FREQUENCY.has(lower) || lower in ADJECTIVE_OF_ADVERB;

const isAuxiliary = (word: Word) =>
  AUXILIARIES.has(word.lower) ||
  MODALS.has(word.lower) ||
  NEGATED_MODALS.has(word.lower) ||
  isBeForm(word) ||
  isPerfectAuxiliary(word);

/** Every part of speech a word may play, from the lexicon alone (no word around it is read). */
function partsOf(word: Word): Set<PartOfSpeech> {
  const { lower } = word;
  const parts = new Set<PartOfSpeech>();
  if (isNoun(lower) || isMassNoun(lower) || PLURAL_NOUNS.has(lower) || isKindNoun(lower)) parts.add('noun');
  if (isVerbForm(lower)) parts.add('verb');
  if (isAdjective(lower)) parts.add('adjective');
  if (isAdverb(lower)) parts.add('adverb');
  if (SUBJECT_PRONOUNS.has(lower) || OBJECT_PRONOUNS.has(lower)) parts.add('pronoun');
  if (isDeterminer(lower) || lower === 'its' || QUANTIFIERS.has(lower)) parts.add('determiner');
  if (isAuxiliary(word)) parts.add('auxiliary');
  if (PREPOSITIONS.has(lower)) parts.add('preposition');
  if (CLAUSE_JOINERS.has(lower)) parts.add('conjunction');
  return parts;
}

/** The auxiliaries' forms no rule of spelling makes: "is" -> be, "has" -> have, "does" -> do. */
const AUXILIARY_LEMMAS = wordTable<string>({
  am: 'be',
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  been: 'be',
  being: 'be',
  has: 'have',
  had: 'have',
  having: 'have',
  does: 'do',
  did: 'do',
  done: 'do',
  doing: 'do',
});

/** Every lemma a word's form may come from: "went" -> go, "studies" -> study, "children" -> child, "is" -> be. */
function lemmasOf(lower: string): string[] {
  const verbs = [
    AUXILIARY_LEMMAS[lower],
    lower,
    lemmaAfterModal(lower),
    irregularLemma(lower),
    lemmaOfParticiple(lower),
    ...lemmasOfThirdPerson(lower),
    ...lemmasOfIng(lower),
  ].filter((lemma): lemma is string => lemma !== undefined && isVerb(lemma));
  const noun = singularOf(lower) ?? (isNoun(lower) || isMassNoun(lower) ? lower : undefined);
  const nouns = noun === undefined ? [] : [noun];
  const lemmas = [...new Set([...verbs, ...nouns])];
  return lemmas.length > 0 ? lemmas : [lower];
}

export class SentenceAnalysis {
  /** The sentence's words (wordsOf's tokens): what every rule reads. */
  readonly words: readonly Word[];
  private readingsKept: readonly WordReading[] | undefined;
  private clausesKept: readonly Clause[] | undefined;
  /** Where a clause starts, by the joining words that start one (startsClause's `joiners`). */
  private readonly starts = new Map<ReadonlySet<string>, readonly boolean[]>();

  constructor(readonly sentence: string) {
    this.words = wordsOf(sentence);
  }

  /** Per word, its lemmas and parts of speech; worked out on first asking. */
  get readings(): readonly WordReading[] {
    this.readingsKept ??= this.words.map((word) => ({ lemmas: lemmasOf(word.lower), parts: partsOf(word) }));
    return this.readingsKept;
  }

  /** Whether the word at `index` may be this part of speech. */
  is(index: number, part: PartOfSpeech): boolean {
    return this.readings[index]?.parts.has(part) ?? false;
  }

  /**
   * Whether words[index] starts its clause (lexicon/words.ts, startsClause, on this sentence), worked out once
   * per set of joining words: CLAUSE_JOINERS, or SUBJECT_JOINERS for rules that read "and" as joining two
   * subjects.
   */
  startsClause(index: number, joiners: ReadonlySet<string> = CLAUSE_JOINERS): boolean {
    let starts = this.starts.get(joiners);
    if (!starts) {
      starts = this.words.map((_, at) => startsClause(this.sentence, this.words, at, joiners));
      this.starts.set(joiners, starts);
    }
    return starts[index] ?? false;
  }

  /**
   * The clauses, split where a clause starts (`startsClause`: the text's start, after a stop, a comma or
   * other clause punctuation, after a joining word), each with its subject where it is plain.
   */
  get clauses(): readonly Clause[] {
    if (!this.clausesKept) {
      const opened: { start: number; first: number }[] = [];
      this.words.forEach((word, first) => {
        if (first > 0 && !this.startsClause(first)) return;
        // A joining word belongs to the clause it opens ("because | the book is"), its subject after it; one
        // that a clause's start had already taken alone ("When | I was", ", but | the") made no clause.
        const joined = first > 0 && CLAUSE_JOINERS.has(this.words[first - 1]!.lower);
        const start = joined ? first - 1 : first;
        while (opened.length > 0 && opened.at(-1)!.start >= start) opened.pop();
        opened.push({ start, first });
      });
      this.clausesKept = opened.map(({ start, first }, i) => {
        const end = opened[i + 1]?.start ?? this.words.length;
        return { start, end, subject: this.subjectAt(first, end) };
      });
    }
    return this.clausesKept;
  }

  /** The clause words[index] is in. */
  clauseOf(index: number): Clause | undefined {
    return this.clauses.find((clause) => clause.start <= index && index < clause.end);
  }

  /**
   * The subject that starts at words[start] (a clause's start), within the words before `end`: a subject pronoun ("she"); a determiner or quantity, up to
   * MAX_SUBJECT_WORDS describing words and nouns, ending at its last noun ("my new car", "all the
   * students"); or a plural noun or people in general with no determiner, one describing word allowed
   * ("Chinese students", "student"). A capitalised word past the first is a name, not a plain subject.
   */
  subjectAt(start: number, end: number = this.words.length): WordSpan | undefined {
    const first = this.words[start]!;
    if (SUBJECT_PRONOUNS.has(first.lower)) return { start, end: start + 1 };
    // The clause's first word may have the sentence's capital; a capital further on is a name's.
    const plain = (at: number) =>
      at < end && (at === start || this.words[at]!.text === this.words[at]!.lower);
    const nounAt = (at: number) => plain(at) && this.is(at, 'noun') && !this.is(at, 'auxiliary');
    if (this.is(start, 'determiner')) {
      let last = -1;
      for (let at = start + 1; at <= start + MAX_SUBJECT_WORDS && plain(at); at += 1) {
        // "all the students": a determiner after a quantity.
        if (at === start + 1 && this.is(at, 'determiner') && !this.is(at, 'noun')) continue;
        // After its noun, a word that may be a verb is the clause's verb: "a good idea helps".
        if (last >= 0 && this.is(at, 'verb')) break;
        if (nounAt(at)) last = at;
        else if (!this.is(at, 'adjective')) break;
      }
      return last < 0 ? undefined : { start, end: last + 1 };
    }
    const plural = (at: number) =>
      nounAt(at) &&
      (nounNumber(this.words[at]!.lower) === 'plural' || PEOPLE_IN_GENERAL.has(this.words[at]!.lower));
    if (plural(start)) return { start, end: start + 1 };
    if (this.is(start, 'adjective') && plural(start + 1)) return { start, end: start + 2 };
    return undefined;
  }
}

/** The analysis of one sentence, for one pass of the learner rules. */
export const analyse = (sentence: string) => new SentenceAnalysis(sentence);
