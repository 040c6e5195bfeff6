import type { EnglishVariety } from '@contract';
import { tableLints, type PhraseTable } from '../engine/phrase-table';
import { matchCase } from '../lexicon/words';

/*
 * Learner rules about the words around a time: "in 2010", "on Monday", "in May", "at night", "since 2010",
 * "two years ago", "last year" with no preposition, and the weekend in the learner's variety.
 */

/** Times with the wrong preposition, or one too many, and what they should be ("at Monday" -> "on Monday"). */
export const TIME_PHRASES: PhraseTable = [
  // "Please reply soon as possible" -> "as soon as possible": the phrase has both its "as".
  [
    /(?<!\b[Aa]s\s+)\b([Ss])oon\s+as\s+possible\b/g,
    (m) => `${m[1] === 'S' ? 'As' : 'as'} soon as possible`,
    'The phrase is "as soon as possible", with "as" twice.',
  ],
  // "I was born at 2010" -> "in 2010": a year takes "in" (at a time of day, on a day).
  [
    /\b(?:at|on)(\s+(?:1[5-9]|20)\d\d)(?=\s*[.,!?;]|\s*$)/g,
    (m) => `in${m[1]}`,
    'A year takes "in": "in 2010" ("at" a time of day, "on" a day).',
  ],
  // "I was born in the 1998" -> "in 1998": a year takes no "the" (not "in the 1990s", "in the 1998 election").
  [
    /\b([Ii]n\s+)the\s+((?:1[5-9]|20)\d\d)(?=\s*[.,!?;]|\s*$)/g,
    (m) => `${m[1]}${m[2]}`,
    'A year takes no "the": "in 1998" ("the 1990s" is a decade).',
  ],
  // "Let's meet at Monday", "See you in Sunday" -> "on", "I was born in May 5th" -> "on May 5th": a day
  // takes "on" (not "in Monday's paper", "at Sunday school", "at Sunday lunch": an event; nor "in May 2020").
  [
    /\b([Aa]t|[Ii]n)(?=\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b(?!['’]|\s+(?:school|lunch|dinner|breakfast|brunch|services?|mass|market|prayers|meeting|class|club|practice)\b))/g,
    (m) => (/^[AI]/.test(m[1]!) ? 'On' : 'on'),
    'A day takes "on": "on Monday" ("at" a time of day, "in" a month or a year).',
  ],
  // "My birthday is on May", "We met at June" -> "in May": a month takes "in" (not "on May 5th", "on May
  // Day", "at May's end"), where the month ends the phrase.
  [
    /\b([Oo]n|[Aa]t)(?=\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s*[.,!?;]|\s*$|\s+(?:and|but|because|so|when|every|each|this|next|last|I|we|he|she|they|it)\b))/g,
    (m) => (/^[OA]/.test(m[1]!) ? 'In' : 'in'),
    'A month takes "in": "in May" ("on" a day or a date: "on May 5th").',
  ],
  // "We have lunch in the noon" -> "at noon" (中午).
  [/\b([Ii])n\s+(?:the\s+)?noon\b/g, (m) => `${m[1] === 'I' ? 'A' : 'a'}t noon`, 'It is "at noon".'],
  // "I get up on the morning" -> "in the morning", "We swim on the summer" -> "in the summer" (not "on the
  // morning of May 5", "on the evening train", "at the summer camp").
  [
    /\b([Oo]n|[Aa]t)(\s+the\s+(?:morning|afternoon|evening|spring|summer|autumn|fall|winter))(?=\s*[.,!?;]|\s*$|\s+(?:and|but|because|so|when|I|we|he|she|they)\b)/g,
    (m) => `${/^[OA]/.test(m[1]!) ? 'I' : 'i'}n${m[2]}`,
    'Parts of the day and seasons take "in": "in the morning", "in the summer" (but "at night").',
  ],
  // "I get up early in morning" -> "in the morning": a part of the day takes "the" after "in" (not "in
  // morning dress", "in evening classes": a noun goes on).
  [
    /\b([Ii]n)\s+(morning|afternoon|evening)(?=\s*[.,!?;]|\s*$|\s+(?:and|but|because|so|when|I|we|he|she|they|every|before|after)\b)/g,
    (m) => `${m[1]} the ${m[2]}`,
    'A part of the day takes "the": "in the morning", "in the evening" (but "at night").',
  ],
  // "I study in night" -> "at night".
  [
    /\b([Ii])n(\s+night)(?=\s*[.,!?;]|\s*$|\s+(?:and|but|because|so|when|alone|with)\b)/g,
    (m) => `${m[1] === 'I' ? 'A' : 'a'}t${m[2]}`,
    'It is "at night" (but "in the morning", "in the evening").',
  ],
  // "I was born in 1998 year" -> "in 1998" (1998年): a year's number needs no "year" after it.
  [
    /\b((?:in|of|since|until|before|after|from|by)\s+(?:1[5-9]|20)\d\d)\s+year\b(?![-‐'’])/gi,
    (m) => m[1]!,
    'A year is its number alone: "in 1998", not "in 1998 year".',
  ],
  // "I will come back after two days", "See you after two days" -> "in two days": a time from now takes "in"
  // ("after two days of rest" and a past, "came back after two days", are right).
  [
    /(?<=\b(?:will|['’]ll|going\s+to|shall)\s+(?:[a-z]+\s+){1,3}?|\b[Ss]ee\s+you\s+)after(?=\s+(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|several|\d+)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\s*(?:[.,!?;]|$))/g,
    () => 'in',
    'A time from now takes "in": "I will come back in two days" ("after two days" is after a past event).',
  ],
  // "She called me at yesterday" -> "called me yesterday": "yesterday", "today" and "tomorrow" take no
  // preposition (not "at today's meeting", nor "look at tomorrow": the verb's own "at").
  [
    /(?<!\b(?:look|looks|looked|looking|stare|stared|staring|glance|glanced|aim|aimed|aiming|point|pointed|laugh|laughed|smile|smiled|arrive|arrived)\s+)\bat\s+(yesterday|today|tomorrow|tonight)\b(?!['’])/gi,
    (m) => m[1]!,
    '"Yesterday", "today" and "tomorrow" need no preposition: "She called me yesterday".',
  ],
  // "I have lived here for 2010", "She has lived in Beijing for 2010" -> "since 2010": a perfect's starting
  // point takes "since", a length "for". Only after a verb of what lasts: "We have planned the budget for
  // 2025", "He has been chosen for 2024" are for that year.
  [
    /(?<=\b(?:have|has|had|['’]ve)\s+(?:lived|worked|studied|known|taught|stayed|learned|learnt|been\s+(?:here|there|in|at|living|working|studying|learning))\s+(?:[A-Za-z]+\s+){0,3}?)for(?=\s+(?:1[5-9]|20)\d\d\s*(?:[.,!?;]|$))/g,
    () => 'since',
    'A starting point takes "since": "I have lived here since 2010" ("for" a length of time: "for ten years").',
  ],
  // "I came here before two years" -> "two years ago" (两年前): "before" needs a time or event after it.
  [
    // Not "a day before two weeks" (earlier than), nor "long before".
    // "I met him two years before." -> "two years ago" too, in a past told from now (not "I had met him two
    // years before", a past before a past).
    /(?<!\b(?:days?|weeks?|months?|years?|hours?|minutes?|nights?|time|long|just|shortly|right|soon)\s+)\bbefore\s+((?:a|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|several|many|\d+)\s+(?:years?|months?|weeks?|days?|hours?))(?=\s*(?:[.,!?;]|$))|\b((?:one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|several|many|\d+)\s+(?:years|months|weeks|days))\s+before(?=\s*[.!?]*\s*$)/gi,
    (m) => (m[2] && /\b(?:had|'d)\b/i.test(m.input) ? m[0] : `${m[1] ?? m[2]} ago`),
    'A time back from now is "… ago": "two years ago".',
  ],
  // "I lost my wallet in yesterday" -> "yesterday": a day takes no preposition (not "yesterday's paper";
  // nor "faith in tomorrow", "look at tomorrow", where the day is a noun).
  [/\b(?:in|on)\s+(yesterday)\b(?!['’])/gi, (m) => m[1]!, '"Yesterday" takes no preposition.'],
  // "I was born in 12 May 1998", "at May 12" -> "on": a date takes "on" (not "in May 2020").
  [
    /\b([Ii]n|[Aa]t)(?=\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?(?!\d)))/g,
    (m) => (/^[AI]/.test(m[1]!) ? 'On' : 'on'),
    'A date takes "on": "on 12 May", "on May 12th" ("in" a month or a year).',
  ],
  // "at 10 o'clock in the night" -> "at night": a time of night is "at night".
  [
    /(?<=\b(?:o['’]clock|pm|p\.m\.)\s+)in\s+the\s+(night)\b/gi,
    (m) => `at ${m[1]}`,
    'A time of night is "at night": "at 10 o\'clock at night".',
  ],
  // "I can't sleep at the night" -> "at night": night as a time of day takes no "the" after "at".
  [
    /\b(at)\s+the\s+(night)\b(?=\s*[.,!?;]|\s*$)/gi,
    (m) => `${m[1]} ${m[2]}`,
    'It is "at night" (and "in the morning").',
  ],
  // "The class starts in 8 o'clock" -> "at 8 o'clock": a time on the clock takes "at".
  [
    /\b(?:in|on)(?=\s+(?:\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:o['’]clock|am|pm|a\.m\.|p\.m\.)(?!\w))/gi,
    (m) => (m[0][0] === m[0][0]!.toUpperCase() ? 'At' : 'at'),
    'A time on the clock takes "at": "at 8 o\'clock".',
  ],
  // "We must protect it for next generation" -> "for the next generation": one generation, the one after
  // ours (not "next-generation phones", a hyphen's compound).
  [
    /\b(for|to|of|by|from|in)\s+next\s+(generations?)\b(?!-)/gi,
    (m) => `${m[1]} the next ${m[2]}`,
    'The generation after ours takes "the": "for the next generation".',
  ],
  // "We have known each other for long time" -> "for a long time": the phrase keeps its "a".
  [/\b([Ff]or)\s+long\s+time\b/g, (m) => `${m[1]} a long time`, 'It is "for a long time".'],
  // "I haven't seen him since long time" -> "for a long time": "since" names a point, "for" a length.
  [
    /\bsince\s+(?:a\s+)?long\s+time\b(?!\s+ago\b)/gi,
    (m) => `${m[0][0] === 'S' ? 'F' : 'f'}or a long time`,
    '"Since" names a point in time ("since 2010"); a length of time takes "for": "for a long time".',
  ],
  // "I haven't seen him for a long time ago" -> "for a long time": "for" measures a time up to now, "ago"
  // counts back from now; a perfect takes the first.
  [
    /(?<=\b(?:have|has|haven['’]t|hasn['’]t|['’]ve)\s+(?:\S+\s+){1,5})(for\s+(?:a\s+long\s+time|(?:two|three|four|five|six|seven|eight|nine|ten|twenty|\d+|many|several|a\s+few)\s+(?:years|months|weeks|days|hours)))\s+ago\b/gi,
    (m) => m[1]!,
    'A perfect measures the time up to now with "for", without "ago": "I haven\'t seen him for a long time".',
  ],
  // "I will finish it until tomorrow" -> "by tomorrow": a deadline is "by"; "until" lasts up to it. Not after a
  // negation: "I can't finish it until Monday" (not before Monday) is right.
  [
    /\b((?:finish|finishes|finished|complete|completes|completed|submit|submits|submitted|hand\s+in|hand\s+it\s+in)\s+(?:(?:it|them|this|that)\s+|(?:the|my|your|his|her|our|their)\s+[a-z]+\s+)?)until(?=\s+(?:tomorrow|tonight|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|next|the\s+end|noon|midnight|\d))/gi,
    (m) => (/\b(?:not|never|cannot)\b|n['’]t\b/i.test(m.input.slice(0, m.index)) ? m[0] : `${m[1]}by`),
    'A deadline is "by": "I will finish it by tomorrow" ("until" is how long something lasts).',
  ],
  // "I have been there for many times" -> "many times": how often takes no "for" (not "sold for three times the
  // price": a phrase ends after "times" here).
  [
    /\bfor\s+((?:many|several|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+times)(?=\s*(?:[.!?;,]|$))/gi,
    (m) => m[1]!,
    'How often takes no "for": "I have been there many times".',
  ],
  // "on next Monday", "at next Monday", "in last Sunday", "in last year" -> "next Monday", "last year"; "went there at last
  // year", "in this morning", "on this week" -> "last year", "this morning", "this week", and so at the end
  // of any sentence ("I saw a movie at last night."); "See you at next week" -> "next week" (not "on next
  // year's budget", "our focus on next year", "At last night fell": "at last" alone).
  [
    /\b(?:(?:on|at|in)\s+((?:next|last)\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|weekend))|in\s+((?:next|last)\s+(?:week|month|year|summer|winter|spring|autumn))|(?<=\b(?:went|go|was|were|came|got|met|saw|visited|moved|left|started|finished|there|here|up|late|early|busy|free)\s+)(?:at|in|on)\s+((?:last|this)\s+(?:year|week|month|morning|afternoon|evening|weekend|night))|(?:at|in|on)\s+((?:last|this)\s+(?:year|week|month|morning|afternoon|evening|weekend|night))(?=\s*[.!?]+\s*$)|at\s+(next\s+(?:week|month|year|summer|winter|spring|autumn|time)))\b(?!['’])/g,
    (m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])!,
    '"next", "last" and "this" need no preposition: "next Monday", "last year", "this morning".',
  ],
];

/**
 * "I'll see you in the weekend" -> "on the weekend" (American) or "at the weekend" (British), which is the
 * one phrase here whose fix depends on the learner's variety; "on weekend", "in weekends" too. Both varieties'
 * own phrases stay, and so does "the weekend paper" (a noun after it).
 */
function weekendTable(preposition: 'on' | 'at'): PhraseTable {
  return [
    [
      /\b(in|on|at)\s+(the\s+)?weekend(s?)\b(?=\s*(?:[.,!?;]|$)|\s+(?:I|we|he|she|they|you|my|our|his|her|their|and|or|but|so|because|with|to|for|in|at)\b)/gi,
      (m) => {
        const [asked, the, plural] = [m[1]!.toLowerCase(), m[2], m[3]];
        // "on the weekend", "at the weekend", "on weekends", "at weekends": English, in one variety or both.
        if (asked !== 'in' && (the || plural)) return m[0];
        return matchCase(`${preposition} ${plural ? '' : 'the '}weekend${plural}`, m[1]!);
      },
      `The weekend takes "${preposition}": "I'll see you ${preposition} the weekend".`,
    ],
  ];
}

/**
 * "I want to be a teacher in future" -> "in the future": British English says "in future" too (from now on),
 * American English does not. Not "in future years" or "in future tense", where "future" describes a noun.
 */
const IN_THE_FUTURE: PhraseTable = [
  [
    /\b([Ii]n)\s+future\b(?=\s*(?:[.,!?;]|$)|\s+(?:I|we|he|she|they|you|it|people|there|and|or|but|so|because)\b)/g,
    (m) => `${m[1]} the future`,
    'American English says "in the future"; "in future" is British.',
  ],
];

export const VARIETY_PHRASES: Record<EnglishVariety, PhraseTable> = {
  american: [...weekendTable('on'), ...IN_THE_FUTURE],
  british: weekendTable('at'),
};

/** The phrases whose fix is the learner's variety's: "in the weekend", "in future". */
export const varietyPhraseLints = (sentence: string, variety: EnglishVariety) =>
  tableLints(sentence, 'WordloomPhrase', VARIETY_PHRASES[variety]);

/**
 * "We celebrate the spring festival" -> "the Spring Festival": a festival or a named day is a name, and English
 * capitalises each of its words (春节, 中秋节, 端午节, 教师节). Not "national day" ("a national day of
 * mourning"), nor "children's day care".
 */
export const HOLIDAY_NAMES: PhraseTable = [
  [
    /\b(?:spring|mid-autumn|dragon\s+boat|lantern|qingming|double\s+ninth)\s+festival\b|\b(?:tomb-sweeping|new\s+year['’]s|mother['’]s|father['’]s|teachers['’]|children['’]s|valentine['’]s|women['’]s)\s+(?:day|eve)\b(?!\s+care)/gi,
    (m) =>
      m[0].replace(
        /(^|[\s-])(\p{Ll})/gu,
        (_, before: string, letter: string) => before + letter.toUpperCase(),
      ),
    'A festival or a named day is a name, with a capital letter for each word: "the Spring Festival".',
  ],
];
