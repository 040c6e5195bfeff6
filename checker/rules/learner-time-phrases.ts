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
  {
    id: 'soon-as-possible',
    pattern: /(?<!\b[Aa]s\s+)\b([Ss])oon\s+as\s+possible\b/g,
    fix: (m) => `${m[1] === 'S' ? 'As' : 'as'} soon as possible`,
    en: 'The phrase is "as soon as possible", with "as" twice.',
    zh: '固定搭配（fixed phrase）：“尽快”说 as soon as possible，soon 前面也要有 as：Please reply as soon as possible（请尽快回复）。',
    examples: {
      wrong: [['Please reply soon as possible.', 'Please reply as soon as possible.']],
      right: ['Please reply as soon as possible.'],
    },
  },
  // "I was born at 2010" -> "in 2010": a year takes "in" (at a time of day, on a day).
  {
    id: 'at-year',
    pattern: /\b(?:at|on)(\s+(?:1[5-9]|20)\d\d)(?=\s*[.,!?;]|\s*$)/g,
    fix: (m) => `in${m[1]}`,
    en: 'A year takes "in": "in 2010" ("at" a time of day, "on" a day).',
    zh: '介词（preposition）：年份前用 in：I was born in 2010（我出生于2010年）；at 用于钟点，on 用于具体某一天；因为中文都说“在”，容易用错。',
    examples: {
      wrong: [
        ['I was born at 2010.', 'I was born in 2010.'],
        ['The school opened on 1998.', 'The school opened in 1998.'],
      ],
      right: ['I was born in 2010.'],
    },
  },
  // "I was born in the 1998" -> "in 1998": a year takes no "the" (not "in the 1990s", "in the 1998 election").
  {
    id: 'in-the-year',
    pattern: /\b([Ii]n\s+)the\s+((?:1[5-9]|20)\d\d)(?=\s*[.,!?;]|\s*$)/g,
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'A year takes no "the": "in 1998" ("the 1990s" is a decade).',
    zh: '冠词（article）：年份前不加 the：I was born in 1998（我生于1998年）；the 1990s 指一个年代（二十世纪九十年代）才加 the。',
    examples: {
      wrong: [['I was born in the 1998.', 'I was born in 1998.']],
      right: ['Music changed a lot in the 1990s.', 'He won in the 1998 election.'],
    },
  },
  // "Let's meet at Monday", "See you in Sunday" -> "on", "I was born in May 5th" -> "on May 5th": a day
  // takes "on" (not "in Monday's paper", "at Sunday school", "at Sunday lunch": an event; nor "in May 2020").
  {
    id: 'at-monday',
    pattern:
      /\b([Aa]t|[Ii]n)(?=\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b(?!['’]|\s+(?:school|lunch|dinner|breakfast|brunch|services?|mass|market|prayers|meeting|class|club|practice)\b))/g,
    fix: (m) => (/^[AI]/.test(m[1]!) ? 'On' : 'on'),
    en: 'A day takes "on": "on Monday" ("at" a time of day, "in" a month or a year).',
    zh: "介词（preposition）：星期几前用 on：Let's meet on Monday（我们星期一见面吧）；因为中文说“在星期一”，不分 at、in、on，容易用错。",
    examples: {
      wrong: [
        ["Let's meet at Monday.", "Let's meet on Monday."],
        ['See you in Sunday.', 'See you on Sunday.'],
      ],
      right: ["I read it in Monday's paper.", 'She teaches at Sunday school.', 'We have a party on Friday.'],
    },
  },
  // "My birthday is on May", "We met at June" -> "in May": a month takes "in" (not "on May 5th", "on May
  // Day", "at May's end"), where the month ends the phrase.
  {
    id: 'on-may',
    pattern:
      /\b([Oo]n|[Aa]t)(?=\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s*[.,!?;]|\s*$|\s+(?:and|but|because|so|when|every|each|this|next|last|I|we|he|she|they|it)\b))/g,
    fix: (m) => (/^[OA]/.test(m[1]!) ? 'In' : 'in'),
    en: 'A month takes "in": "in May" ("on" a day or a date: "on May 5th").',
    zh: '介词（preposition）：月份前用 in：My birthday is in May（我的生日在五月）；具体某一天才用 on：on May 5th。',
    examples: {
      wrong: [
        ['My birthday is on May.', 'My birthday is in May.'],
        ['We met at June last year.', 'We met in June last year.'],
      ],
      right: ['My birthday is on May 5th.', 'We rest on May Day.'],
    },
  },
  // "We have lunch in the noon" -> "at noon" (中午).
  {
    id: 'in-the-noon',
    pattern: /\b([Ii])n\s+(?:the\s+)?noon\b/g,
    fix: (m) => `${m[1] === 'I' ? 'A' : 'a'}t noon`,
    en: 'It is "at noon".',
    zh: '介词（preposition）：“中午”说 at noon，不加 the：We have lunch at noon（我们中午吃午饭）；因为中文说“在中午”，容易写成 in the noon。',
    examples: {
      wrong: [['We have lunch in the noon.', 'We have lunch at noon.']],
      right: ['We have lunch at noon.'],
    },
  },
  // "I get up on the morning" -> "in the morning", "We swim on the summer" -> "in the summer" (not "on the
  // morning of May 5", "on the evening train", "at the summer camp").
  {
    id: 'on-the-morning',
    pattern:
      /\b([Oo]n|[Aa]t)(\s+the\s+(?:morning|afternoon|evening|spring|summer|autumn|fall|winter))(?=\s*[.,!?;]|\s*$|\s+(?:and|but|because|so|when|I|we|he|she|they)\b)/g,
    fix: (m) => `${/^[OA]/.test(m[1]!) ? 'I' : 'i'}n${m[2]}`,
    en: 'Parts of the day and seasons take "in": "in the morning", "in the summer" (but "at night").',
    zh: '介词（preposition）：早上、下午、晚上和季节前用 in the：in the morning（在早上）、in the summer（在夏天）；具体某一天的早上才用 on：on the morning of May 5。',
    examples: {
      wrong: [
        ['I get up early on the morning.', 'I get up early in the morning.'],
        ['We swim at the summer.', 'We swim in the summer.'],
      ],
      right: ['He left on the morning of May 5.', 'We met at the summer camp.'],
    },
  },
  // "I get up early in morning" -> "in the morning": a part of the day takes "the" after "in" (not "in
  // morning dress", "in evening classes": a noun goes on).
  {
    id: 'in-morning',
    pattern:
      /\b([Ii]n)\s+(morning|afternoon|evening)(?=\s*[.,!?;]|\s*$|\s+(?:and|but|because|so|when|I|we|he|she|they|every|before|after)\b)/g,
    fix: (m) => `${m[1]} the ${m[2]}`,
    en: 'A part of the day takes "the": "in the morning", "in the evening" (but "at night").',
    zh: '冠词（article）：in 后面接 morning、afternoon、evening 时要加 the：I get up early in the morning（我早上起得早）；只有 at night 不加 the。',
    examples: {
      wrong: [['I get up early in morning.', 'I get up early in the morning.']],
      right: ['He came in morning dress.', 'She studies in evening classes.'],
    },
  },
  // "I study in night" -> "at night".
  {
    id: 'in-night',
    pattern: /\b([Ii])n(\s+night)(?=\s*[.,!?;]|\s*$|\s+(?:and|but|because|so|when|alone|with)\b)/g,
    fix: (m) => `${m[1] === 'I' ? 'A' : 'a'}t${m[2]}`,
    en: 'It is "at night" (but "in the morning", "in the evening").',
    zh: '介词（preposition）：“在晚上、夜里”说 at night，不用 in：I study at night（我晚上学习）；早上、下午、傍晚才说 in the morning、in the evening。',
    examples: {
      wrong: [['I study in night.', 'I study at night.']],
      right: ['I study at night.', 'In the night sky, the stars shine.'],
    },
  },
  // "I was born in 1998 year" -> "in 1998" (1998年): a year's number needs no "year" after it.
  {
    id: 'year-after-number',
    pattern: /\b((?:in|of|since|until|before|after|from|by)\s+(?:1[5-9]|20)\d\d)\s+year\b(?![-‐'’])/gi,
    fix: (m) => m[1]!,
    en: 'A year is its number alone: "in 1998", not "in 1998 year".',
    zh: '用词（word choice）：英语的年份只写数字，后面不加 year：I was born in 1998（我生于1998年）；因为中文说“1998年”，容易写成 1998 year。',
    examples: {
      wrong: [['I was born in 1998 year.', 'I was born in 1998.']],
      right: ['I was born in 1998.', 'Sales fell in 2020 year-on-year.'],
    },
  },
  // "I will come back after two days", "See you after two days" -> "in two days": a time from now takes "in"
  // ("after two days of rest" and a past, "came back after two days", are right).
  {
    id: 'after-two-days',
    pattern:
      /(?<=\b(?:will|['’]ll|going\s+to|shall)\s+(?:[a-z]+\s+){1,3}?|\b[Ss]ee\s+you\s+)after(?=\s+(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|several|\d+)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\s*(?:[.,!?;]|$))/g,
    fix: () => 'in',
    en: 'A time from now takes "in": "I will come back in two days" ("after two days" is after a past event).',
    zh: '介词（preposition）：从现在起“……之后”用 in：I will come back in two days（我两天后回来）；after two days 说的是过去某事之后；因为中文都说“两天后”，容易用 after。',
    examples: {
      wrong: [
        ['I will come back after two days.', 'I will come back in two days.'],
        ['See you after a week.', 'See you in a week.'],
      ],
      right: ['He came back after two days.', 'I will rest after two days of work.'],
    },
  },
  // "She called me at yesterday" -> "called me yesterday": "yesterday", "today" and "tomorrow" take no
  // preposition (not "at today's meeting", nor "look at tomorrow": the verb's own "at").
  {
    id: 'at-yesterday',
    pattern:
      /(?<!\b(?:look|looks|looked|looking|stare|stared|staring|glance|glanced|aim|aimed|aiming|point|pointed|laugh|laughed|smile|smiled|arrive|arrived)\s+)\bat\s+(yesterday|today|tomorrow|tonight)\b(?!['’])/gi,
    fix: (m) => m[1]!,
    en: '"Yesterday", "today" and "tomorrow" need no preposition: "She called me yesterday".',
    zh: '语法（grammar）：yesterday、today、tomorrow 本身就表示时间，前面不加介词：She called me yesterday（她昨天给我打了电话）；因为中文说“在昨天”，容易加上 at。',
    examples: {
      wrong: [['She called me at yesterday.', 'She called me yesterday.']],
      right: ["Let's talk at today's meeting.", "Let's look at tomorrow."],
    },
  },
  // "I have lived here for 2010", "She has lived in Beijing for 2010" -> "since 2010": a perfect's starting
  // point takes "since", a length "for". Only after a verb of what lasts: "We have planned the budget for
  // 2025", "He has been chosen for 2024" are for that year.
  {
    id: 'for-year',
    pattern:
      /(?<=\b(?:have|has|had|['’]ve)\s+(?:lived|worked|studied|known|taught|stayed|learned|learnt|been\s+(?:here|there|in|at|living|working|studying|learning))\s+(?:[A-Za-z]+\s+){0,3}?)for(?=\s+(?:1[5-9]|20)\d\d\s*(?:[.,!?;]|$))/g,
    fix: () => 'since',
    en: 'A starting point takes "since": "I have lived here since 2010" ("for" a length of time: "for ten years").',
    zh: '介词（preposition）：现在完成时里表示“从某个时间点起”用 since：I have lived here since 2010（我从2010年起就住在这里）；for 后面接一段时间：for ten years。',
    examples: {
      wrong: [['I have lived here for 2010.', 'I have lived here since 2010.']],
      right: ['We have planned the budget for 2025.', 'I have lived here for ten years.'],
    },
  },
  // "I came here before two years" -> "two years ago" (两年前): "before" needs a time or event after it.
  // Not "a day before two weeks" (earlier than), nor "long before".
  // "I met him two years before." -> "two years ago" too, in a past told from now (not "I had met him two
  // years before", a past before a past).
  {
    id: 'before-two-years',
    pattern:
      /(?<!\b(?:days?|weeks?|months?|years?|hours?|minutes?|nights?|time|long|just|shortly|right|soon)\s+)\bbefore\s+((?:a|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|several|many|\d+)\s+(?:years?|months?|weeks?|days?|hours?))(?=\s*(?:[.,!?;]|$))|\b((?:one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|several|many|\d+)\s+(?:years|months|weeks|days))\s+before(?=\s*[.!?]*\s*$)/gi,
    fix: (m) => (m[2] && /\b(?:had|'d)\b/i.test(m.input) ? m[0] : `${m[1] ?? m[2]} ago`),
    en: 'A time back from now is "… ago": "two years ago".',
    zh: '用词（word choice）：从现在往回算“……以前”用 ago，放在时间段后面：I came here two years ago（我两年前来到这里）；因为中文说“两年前”，容易写成 before two years；before 后面要接时间点或事件。',
    examples: {
      wrong: [
        ['I came here before two years.', 'I came here two years ago.'],
        ['I met him two years before.', 'I met him two years ago.'],
      ],
      right: ['I had met him two years before.', 'I came here two years ago.'],
    },
  },
  // "I lost my wallet in yesterday" -> "yesterday": a day takes no preposition (not "yesterday's paper";
  // nor "faith in tomorrow", "look at tomorrow", where the day is a noun).
  {
    id: 'in-yesterday',
    pattern: /\b(?:in|on)\s+(yesterday)\b(?!['’])/gi,
    fix: (m) => m[1]!,
    en: '"Yesterday" takes no preposition.',
    zh: '语法（grammar）：yesterday 本身就是时间副词，前面不加 in 或 on：I lost my wallet yesterday（我昨天丢了钱包）；因为中文说“在昨天”，容易加上介词。',
    examples: {
      wrong: [['I lost my wallet in yesterday.', 'I lost my wallet yesterday.']],
      right: ["I read it in yesterday's paper."],
    },
  },
  // "I was born in 12 May 1998", "at May 12" -> "on": a date takes "on" (not "in May 2020").
  {
    id: 'in-date',
    pattern:
      /\b([Ii]n|[Aa]t)(?=\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?(?!\d)))/g,
    fix: (m) => (/^[AI]/.test(m[1]!) ? 'On' : 'on'),
    en: 'A date takes "on": "on 12 May", "on May 12th" ("in" a month or a year).',
    zh: '介词（preposition）：具体日期前用 on：I was born on 12 May 1998（我出生于1998年5月12日）；只有月份或年份时才用 in：in May 2020。',
    examples: {
      wrong: [
        ['I was born in 12 May 1998.', 'I was born on 12 May 1998.'],
        ['We met at May 12th.', 'We met on May 12th.'],
      ],
      right: ['The shop opened in May 2020.', 'I was born on 12 May 1998.'],
    },
  },
  // "at 10 o'clock in the night" -> "at night": a time of night is "at night".
  {
    id: 'clock-in-the-night',
    pattern: /(?<=\b(?:o['’]clock|pm|p\.m\.)\s+)in\s+the\s+(night)\b/gi,
    fix: (m) => `at ${m[1]}`,
    en: 'A time of night is "at night": "at 10 o\'clock at night".',
    zh: "介词（preposition）：说夜里几点用 at night：at 10 o'clock at night（晚上十点）；因为中文说“夜里十点”，容易写成 in the night。",
    examples: {
      wrong: [["I went to bed at 10 o'clock in the night.", "I went to bed at 10 o'clock at night."]],
      right: ["I went to bed at 10 o'clock at night."],
    },
  },
  // "I can't sleep at the night" -> "at night": night as a time of day takes no "the" after "at".
  {
    id: 'at-the-night',
    pattern: /\b(at)\s+the\s+(night)\b(?=\s*[.,!?;]|\s*$)/gi,
    fix: (m) => `${m[1]} ${m[2]}`,
    en: 'It is "at night" (and "in the morning").',
    zh: "冠词（article）：“在夜里”说 at night，night 前不加 the：I can't sleep at night（我晚上睡不着）。",
    examples: {
      wrong: [["I can't sleep at the night.", "I can't sleep at night."]],
      right: ["I can't sleep at night.", 'I met her at the night market.'],
    },
  },
  // "The class starts in 8 o'clock" -> "at 8 o'clock": a time on the clock takes "at".
  {
    id: 'in-clock-time',
    pattern:
      /\b(?:in|on)(?=\s+(?:\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:o['’]clock|am|pm|a\.m\.|p\.m\.)(?!\w))/gi,
    fix: (m) => (m[0][0] === m[0][0]!.toUpperCase() ? 'At' : 'at'),
    en: 'A time on the clock takes "at": "at 8 o\'clock".',
    zh: "介词（preposition）：钟点前用 at：The class starts at 8 o'clock（八点上课）；因为中文说“在八点”，容易用 in 或 on。",
    examples: {
      wrong: [["The class starts in 8 o'clock.", "The class starts at 8 o'clock."]],
      right: ["The class starts at 8 o'clock.", 'I will be back in two hours.'],
    },
  },
  // "We must protect it for next generation" -> "for the next generation": one generation, the one after
  // ours (not "next-generation phones", a hyphen's compound).
  {
    id: 'next-generation',
    pattern: /\b(for|to|of|by|from|in)\s+next\s+(generations?)\b(?!-)/gi,
    fix: (m) => `${m[1]} the next ${m[2]}`,
    en: 'The generation after ours takes "the": "for the next generation".',
    zh: '冠词（article）：“下一代”指确定的一代人，要加 the：for the next generation（为了下一代）；中文没有冠词，容易漏掉 the。',
    examples: {
      wrong: [['We must protect it for next generation.', 'We must protect it for the next generation.']],
      right: ['We must protect it for the next generation.', 'They sell next-generation phones.'],
    },
  },
  // "We have known each other for long time" -> "for a long time": the phrase keeps its "a".
  {
    id: 'for-long-time',
    pattern: /\b([Ff]or)\s+long\s+time\b/g,
    fix: (m) => `${m[1]} a long time`,
    en: 'It is "for a long time".',
    zh: '冠词（article）：“很长时间”说 for a long time，a 不能省：We have known each other for a long time（我们认识很久了）。',
    examples: {
      wrong: [['We have known each other for long time.', 'We have known each other for a long time.']],
      right: ['We have known each other for a long time.'],
    },
  },
  // "I haven't seen him since long time" -> "for a long time": "since" names a point, "for" a length.
  {
    id: 'since-long-time',
    pattern: /\bsince\s+(?:a\s+)?long\s+time\b(?!\s+ago\b)/gi,
    fix: (m) => `${m[0][0] === 'S' ? 'F' : 'f'}or a long time`,
    en: '"Since" names a point in time ("since 2010"); a length of time takes "for": "for a long time".',
    zh: "介词（preposition）：since 后面接时间点（since 2010），表示一段时间要用 for：I haven't seen him for a long time（我很久没见他了）。",
    examples: {
      wrong: [["I haven't seen him since long time.", "I haven't seen him for a long time."]],
      right: ["I haven't seen him for a long time.", "I haven't seen him since 2010."],
    },
  },
  // "I haven't seen him for a long time ago" -> "for a long time": "for" measures a time up to now, "ago"
  // counts back from now; a perfect takes the first.
  {
    id: 'for-time-ago',
    pattern:
      /(?<=\b(?:have|has|haven['’]t|hasn['’]t|['’]ve)\s+(?:\S+\s+){1,5})(for\s+(?:a\s+long\s+time|(?:two|three|four|five|six|seven|eight|nine|ten|twenty|\d+|many|several|a\s+few)\s+(?:years|months|weeks|days|hours)))\s+ago\b/gi,
    fix: (m) => m[1]!,
    en: 'A perfect measures the time up to now with "for", without "ago": "I haven\'t seen him for a long time".',
    zh: "时态（tense）：现在完成时用 for 表示持续到现在的一段时间，不能再加 ago：I haven't seen him for a long time（我很久没见他了）；ago 只用于一般过去时：I saw him two years ago。",
    examples: {
      wrong: [["I haven't seen him for a long time ago.", "I haven't seen him for a long time."]],
      right: ['I saw him a long time ago.', "I haven't seen him for a long time."],
    },
  },
  // "I will finish it until tomorrow" -> "by tomorrow": a deadline is "by"; "until" lasts up to it. Not after a
  // negation: "I can't finish it until Monday" (not before Monday) is right.
  {
    id: 'finish-until',
    pattern:
      /\b((?:finish|finishes|finished|complete|completes|completed|submit|submits|submitted|hand\s+in|hand\s+it\s+in)\s+(?:(?:it|them|this|that)\s+|(?:the|my|your|his|her|our|their)\s+[a-z]+\s+)?)until(?=\s+(?:tomorrow|tonight|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|next|the\s+end|noon|midnight|\d))/gi,
    fix: (m) => (/\b(?:not|never|cannot)\b|n['’]t\b/i.test(m.input.slice(0, m.index)) ? m[0] : `${m[1]}by`),
    en: 'A deadline is "by": "I will finish it by tomorrow" ("until" is how long something lasts).',
    zh: '介词（preposition）：表示“最晚在……之前完成”用 by：I will finish it by tomorrow（我明天之前完成）；until 表示一直持续到某时：I will stay until tomorrow；因为中文说“到明天做完”，容易用 until。',
    examples: {
      wrong: [['I will finish it until tomorrow.', 'I will finish it by tomorrow.']],
      right: ["I can't finish it until Monday.", 'I will stay until tomorrow.'],
    },
  },
  // "I have been there for many times" -> "many times": how often takes no "for" (not "sold for three times the
  // price": a phrase ends after "times" here).
  {
    id: 'for-many-times',
    pattern:
      /\bfor\s+((?:many|several|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+times)(?=\s*(?:[.!?;,]|$))/gi,
    fix: (m) => m[1]!,
    en: 'How often takes no "for": "I have been there many times".',
    zh: '语法（grammar）：表示次数的 many times、three times 前不加 for：I have been there many times（我去过那里很多次）；for 后面接一段时间：for three days。',
    examples: {
      wrong: [['I have been there for many times.', 'I have been there many times.']],
      right: ['It sold for three times the price.', 'I have been there many times.'],
    },
  },
  // "on next Monday", "at next Monday", "in last Sunday", "in last year" -> "next Monday", "last year"; "went there at last
  // year", "in this morning", "on this week" -> "last year", "this morning", "this week", and so at the end
  // of any sentence ("I saw a movie at last night."); "See you at next week" -> "next week" (not "on next
  // year's budget", "our focus on next year", "At last night fell": "at last" alone).
  {
    id: 'on-next-monday',
    pattern:
      /\b(?:(?:on|at|in)\s+((?:next|last)\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|weekend))|in\s+((?:next|last)\s+(?:week|month|year|summer|winter|spring|autumn))|(?<=\b(?:went|go|was|were|came|got|met|saw|visited|moved|left|started|finished|there|here|up|late|early|busy|free)\s+)(?:at|in|on)\s+((?:last|this)\s+(?:year|week|month|morning|afternoon|evening|weekend|night))|(?:at|in|on)\s+((?:last|this)\s+(?:year|week|month|morning|afternoon|evening|weekend|night))(?=\s*[.!?]+\s*$)|at\s+(next\s+(?:week|month|year|summer|winter|spring|autumn|time)))\b(?!['’])/g,
    fix: (m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])!,
    en: '"next", "last" and "this" need no preposition: "next Monday", "last year", "this morning".',
    zh: '语法（grammar）：以 next、last、this 开头的时间短语前不加介词：next Monday（下周一）、last year（去年）、this morning（今天早上）；因为中文说“在下周一”，容易加上 on 或 at。',
    examples: {
      wrong: [
        ["Let's meet on next Monday.", "Let's meet next Monday."],
        ['I went there at last year.', 'I went there last year.'],
        ['I saw a movie at last night.', 'I saw a movie last night.'],
      ],
      right: ['At last night fell.', 'We talked about our plans for next year.'],
    },
  },
];

/**
 * "I'll see you in the weekend" -> "on the weekend" (American) or "at the weekend" (British), which is the
 * one phrase here whose fix depends on the learner's variety; "on weekend", "in weekends" too. Both varieties'
 * own phrases stay, and so does "the weekend paper" (a noun after it).
 */
function weekendTable(preposition: 'on' | 'at'): PhraseTable {
  return [
    {
      id: `weekend-${preposition}`,
      pattern:
        /\b(in|on|at)\s+(the\s+)?weekend(s?)\b(?=\s*(?:[.,!?;]|$)|\s+(?:I|we|he|she|they|you|my|our|his|her|their|and|or|but|so|because|with|to|for|in|at)\b)/gi,
      fix: (m) => {
        const [asked, the, plural] = [m[1]!.toLowerCase(), m[2], m[3]];
        // "on the weekend", "at the weekend", "on weekends", "at weekends": English, in one variety or both.
        if (asked !== 'in' && (the || plural)) return m[0];
        return matchCase(`${preposition} ${plural ? '' : 'the '}weekend${plural}`, m[1]!);
      },
      en: `The weekend takes "${preposition}": "I'll see you ${preposition} the weekend".`,
      zh:
        preposition === 'on'
          ? '介词（preposition）：美式英语说 on the weekend（在周末），不说 in the weekend。'
          : '介词（preposition）：英式英语说 at the weekend（在周末），不说 in the weekend。',
      examples: {
        wrong: [
          ["I'll see you in the weekend.", `I'll see you ${preposition} the weekend.`],
          ['We play football on weekend.', `We play football ${preposition} the weekend.`],
          ['We go hiking in weekends.', `We go hiking ${preposition} weekends.`],
        ],
        right: [
          "I'll see you on the weekend.",
          "I'll see you at the weekend.",
          'I read it in the weekend paper.',
        ],
      },
    },
  ];
}

/**
 * "I want to be a teacher in future" -> "in the future": British English says "in future" too (from now on),
 * American English does not. Not "in future years" or "in future tense", where "future" describes a noun.
 */
const IN_THE_FUTURE: PhraseTable = [
  {
    id: 'in-future',
    pattern:
      /\b([Ii]n)\s+future\b(?=\s*(?:[.,!?;]|$)|\s+(?:I|we|he|she|they|you|it|people|there|and|or|but|so|because)\b)/g,
    fix: (m) => `${m[1]} the future`,
    en: 'American English says "in the future"; "in future" is British.',
    zh: '冠词（article）：美式英语说 in the future（将来）：I want to be a teacher in the future（我将来想当老师）；in future 是英式说法，意思是“从今以后”。',
    examples: {
      wrong: [['I want to be a teacher in future.', 'I want to be a teacher in the future.']],
      right: ['We will study it in future years.', 'The verb is in future tense.'],
    },
  },
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
  {
    id: 'festival-name',
    pattern:
      /\b(?:spring|mid-autumn|dragon\s+boat|lantern|qingming|double\s+ninth)\s+festival\b|\b(?:tomb-sweeping|new\s+year['’]s|mother['’]s|father['’]s|teachers['’]|children['’]s|valentine['’]s|women['’]s)\s+(?:day|eve)\b(?!\s+care)/gi,
    fix: (m) =>
      m[0].replace(
        /(^|[\s-])(\p{Ll})/gu,
        (_, before: string, letter: string) => before + letter.toUpperCase(),
      ),
    en: 'A festival or a named day is a name, with a capital letter for each word: "the Spring Festival".',
    zh: '大写（capitalization）：节日名称是专有名词，每个词的首字母都要大写：the Spring Festival（春节）、the Mid-Autumn Festival（中秋节）；中文没有大小写，容易写成小写。',
    examples: {
      wrong: [
        ['We celebrate the spring festival.', 'We celebrate the Spring Festival.'],
        ['We eat mooncakes at the mid-autumn festival.', 'We eat mooncakes at the Mid-Autumn Festival.'],
        ["Happy teachers' day!", "Happy Teachers' Day!"],
      ],
      right: ['It was a national day of mourning.', "She works at a children's day care."],
    },
  },
];
