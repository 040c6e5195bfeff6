import { isKindNoun, isNoun, isVerbForm, nounNumber } from '../lexicon/forms';
import {
  adjacent,
  adjacentRun,
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
  type Word,
} from '../lexicon/words';

/*
 * One reading of a sentence, made once per pass of the learner rules (registry.ts, learnerLints) and read by
 * every rule through its context: its words, and on first asking what each word may be (its parts of
 * speech), where its clauses start and what their subjects are. Most rules read only the words, so the rest
 * is worked out when a rule first asks for it, then kept: the second pass reads a sentence of its own (the
 * corrected one) and so an analysis of its own.
 *
 * Subjects: one finder, `subjectAt(start, options)` (and `subjectBefore(end, options)`, the subject whose noun
 * ends before a verb or a pronoun). Unless told, it finds the plain subject of `clauses`: a pronoun; a
 * determiner or quantity, up to two describing words and the noun; a bare plural or "people" noun. What a
 * rule accepts is part of the error it catches, so each says it with `SubjectOptions`: which pronouns and
 * determiners (one thing's leave out quantities: "Most student like"), how many and which describing words,
 * what is a noun, what must follow it (a verb form, "the train leaves"; an auxiliary; the clause's end),
 * whether a capital may stand past the first word ("The Food very good"), a bare noun, written together,
 * starting its clause, and "I think (that)" skipped (question tags). The rules that read it: missing-be,
 * habits, the do-question (form-reading's DO_SUBJECT), clause-comma, question tags, double subjects, the
 * future's time clause, noun agreement, the plural subject's determiner (plural-subject) and the indirect
 * question's order (word-order). Left to their rules, being no subject of the finder's kind: the double
 * subject's clause after its verb (to the next stop, not a joining word), the future's main clause (a "will"
 * anywhere before), the plural subject's counts of several words ("a lot of", "more and more", "most of the")
 * and clause-comma's pronoun with its verb (isSubjectWithVerb).
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

/** What one word may be: every part of speech it may play. */
export interface WordReading {
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

/**
 * How a rule's subject is found (`subjectAt`, `subjectBefore`): each option one way what the rules accept
 * differs. Unless told, the plain subject of `clauses`.
 */
export interface SubjectOptions {
  /** Pronouns that are a subject alone (by their lower case): SUBJECT_PRONOUNS unless told; none for nouns only. */
  readonly pronouns?: ReadonlySet<string>;
  /**
   * What opens a noun subject (by its lower case), a set or a test: unless told, any determiner or quantity
   * ("my", "many"; "all the" too). A set of one thing's determiners leaves quantities out ("Most student like").
   */
  readonly determiners?: ReadonlySet<string> | ((lower: string) => boolean);
  /** How many words may describe the noun between its determiner and it: 2 unless told; 0 for "my mother" only. */
  readonly describing?: number;
  /** What may describe it (`at`, its index): unless told, an adjective or a noun ("my new car", "the bus stop"). */
  readonly describes?: (word: Word, at: number) => boolean;
  /** What may be the subject's noun, its last word: unless told, a word that may be a noun and is no auxiliary. */
  readonly noun?: (word: Word, at: number) => boolean;
  /**
   * What must follow a noun subject (`next`, the word after its noun; `rest`, the text after it): a verb form
   * ("the train leaves"), an auxiliary ("the children are"), the clause's end ("where the station is?"); the
   * first noun so followed ends the subject. Unless told, where the phrase stops: "a good idea | helps".
   */
  readonly then?: (next: Word | undefined, rest: string) => boolean;
  /**
   * A noun with no determiner as the whole subject, a test: unless told, a plural or people in general, after
   * one adjective or none ("students", "Chinese students"); false for none.
   */
  readonly bare?: false | ((word: Word, at: number) => boolean);
  /** Which words may have a capital: 'first' unless told (the sentence's), 'any' ("The Food very good"), 'none'. */
  readonly capitals?: 'first' | 'any' | 'none';
  /** Whether only spaces stand between its words ("my friend", not "my, friend"). */
  readonly together?: boolean;
  /** Whether its first word must start its clause, after which joining words (startsClause's `joiners`). */
  readonly clause?: ReadonlySet<string>;
  /** Whether the subject is the clause thought after "I think", "I guess" … ("that") at the start. */
  readonly afterThinking?: boolean;
  /** The words before `end` only: a clause's end. */
  readonly end?: number;
}

/** No words: `pronouns: NONE` for a noun subject only, `determiners: NONE` for no noun phrase. */
export const NONE: ReadonlySet<string> = new Set();

/** The verbs of "I think (that) …", whose clause's subject `afterThinking` finds. */
const THINKING = new Set('think guess believe suppose'.split(' '));

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

  /** Per word, its parts of speech; worked out on first asking. */
  get readings(): readonly WordReading[] {
    this.readingsKept ??= this.words.map((word) => ({ parts: partsOf(word) }));
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
        return { start, end, subject: this.subjectAt(first, { end }) };
      });
    }
    return this.clausesKept;
  }

  /** The clause words[index] is in. */
  clauseOf(index: number): Clause | undefined {
    return this.clauses.find((clause) => clause.start <= index && index < clause.end);
  }

  /**
   * The subject that starts at words[start] (`SubjectOptions` says what a rule accepts; unless told, the plain
   * one of `clauses`): a pronoun ("she"); a determiner, describing words and the noun ("my new car", "all the
   * students"); or a noun alone ("Chinese students"). Its noun is its last word.
   */
  subjectAt(start: number, options: SubjectOptions = {}): WordSpan | undefined {
    return this.subjectEndingAt(
      start,
      options,
      Math.min(options.end ?? this.words.length, this.words.length),
    );
  }

  /**
   * The subject whose noun is words[end - 1], found backwards from a verb or a pronoun after it ("my mother |
   * cooks"): `subjectAt` from the nearest start on, the first subject that ends there (`then`, if told, is
   * asked of words[end]).
   */
  subjectBefore(end: number, options: SubjectOptions = {}): WordSpan | undefined {
    const { words } = this;
    const last = words[end - 1];
    if (!last) return undefined;
    // A subject of more than one word ends with its noun: where words[end - 1] is none, only a pronoun or a
    // bare word there can end at `end` (unless "I think (that)" moves the start forward).
    const nounLast = options.noun
      ? options.noun(last, end - 1)
      : this.is(end - 1, 'noun') && !this.is(end - 1, 'auxiliary');
    const longest = nounLast || options.afterThinking ? 2 + (options.describing ?? MAX_SUBJECT_WORDS - 1) : 1;
    for (let start = end - 1; start >= Math.max(0, end - longest); start -= 1) {
      const span = this.subjectEndingAt(start, options, Math.min(end, words.length), end);
      if (span?.end === end) return span;
    }
    return undefined;
  }

  /*
   * `subjectAt` within the words before `end`; with `endsAt`, a noun subject must end just before it
   * (subjectBefore). Parameters, not an options object made per call: the rules ask this at most words.
   */
  private subjectEndingAt(
    start: number,
    options: SubjectOptions,
    end: number,
    endsAt?: number,
  ): WordSpan | undefined {
    const { words } = this;
    const first = options.afterThinking ? this.afterThinking(start) : start;
    if (first < 0 || first >= end) return undefined;
    const span = this.subjectFrom(first, end, options, endsAt);
    if (!span) return undefined;
    if (options.clause && !this.startsClause(span.start, options.clause)) return undefined;
    if (options.together && !adjacentRun(this.sentence, words.slice(span.start, span.end))) return undefined;
    return span;
  }

  /** Where a clause thought starts: after "I think (that)", "I guess" … at words[start]; else `start`. */
  private afterThinking(start: number): number {
    const { words, sentence } = this;
    const [i, think, that] = [words[start], words[start + 1], words[start + 2]];
    const before = words[start - 1]?.end ?? 0;
    if (!i || i.lower !== 'i' || !/^\s*$/.test(sentence.slice(before, i.start))) return start;
    if (!think || !THINKING.has(think.lower) || !adjacent(sentence, i, think)) return start;
    if (!that || !adjacent(sentence, think, that)) return start;
    const said = that.lower === 'that' && words[start + 3] && adjacent(sentence, that, words[start + 3]!);
    return start + (said ? 3 : 2);
  }

  private subjectFrom(
    start: number,
    end: number,
    options: SubjectOptions,
    endsAt?: number,
  ): WordSpan | undefined {
    const { words } = this;
    const word = words[start]!;
    if ((options.pronouns ?? SUBJECT_PRONOUNS).has(word.lower)) return { start, end: start + 1 };
    const capitals = options.capitals ?? 'first';
    if (capitals === 'none' && word.text !== word.lower) return undefined;
    const { determiners } = options;
    const opens =
      determiners === undefined
        ? this.is(start, 'determiner')
        : typeof determiners === 'function'
          ? determiners(word.lower)
          : determiners.has(word.lower);
    // Most words open no subject: answered before the tests below are made (the rules ask at most words).
    if (!opens && options.bare !== undefined) {
      return options.bare !== false && options.bare(word, start) ? { start, end: start + 1 } : undefined;
    }
    const ok = (at: number) =>
      at < end &&
      (capitals === 'any' || (capitals === 'first' && at === start) || words[at]!.text === words[at]!.lower);
    const noun = (at: number) =>
      options.noun ? options.noun(words[at]!, at) : this.is(at, 'noun') && !this.is(at, 'auxiliary');
    const adjectiveOrNoun = (at: number) => this.is(at, 'adjective') || noun(at);
    if (opens) {
      const last = start + 1 + (options.describing ?? MAX_SUBJECT_WORDS - 1);
      // "all the students": a determiner after a quantity describes as an adjective does.
      const describes =
        options.describes ??
        ((_: Word, at: number) =>
          adjectiveOrNoun(at) ||
          (at === start + 1 && QUANTIFIERS.has(word.lower) && this.is(at, 'determiner')));
      // Unless told what follows, the noun where the phrase stops: "a good idea | helps", "the bus | stop is".
      const stops = (after: number) =>
        after > last || !ok(after) || !adjectiveOrNoun(after) || this.is(after, 'verb');
      const told = (at: number) => options.then!(words[at + 1], this.sentence.slice(words[at]!.end));
      const then = (at: number) =>
        endsAt !== undefined
          ? at + 1 === endsAt && (options.then === undefined || told(at))
          : options.then
            ? told(at)
            : stops(at + 1);
      for (let at = start + 1; at <= last && ok(at); at += 1) {
        if (noun(at) && then(at)) return { start, end: at + 1 };
        if (at === last || !describes(words[at]!, at)) break;
      }
    }
    if (options.bare === false) return undefined;
    if (options.bare) return options.bare(word, start) ? { start, end: start + 1 } : undefined;
    // A plural or people in general, one describing word allowed: "students", "Chinese students".
    const plural = (at: number) =>
      ok(at) &&
      noun(at) &&
      (nounNumber(words[at]!.lower) === 'plural' || PEOPLE_IN_GENERAL.has(words[at]!.lower));
    if (plural(start)) return { start, end: start + 1 };
    if (this.is(start, 'adjective') && plural(start + 1)) return { start, end: start + 2 };
    return undefined;
  }
}

/** The analysis of one sentence, for one pass of the learner rules. */
export const analyse = (sentence: string) => new SentenceAnalysis(sentence);
