import { sameFormOf, type PhraseRow } from '../../engine/phrase-table';
import { indefiniteArticle, matchCase, ADJECTIVE_OF_ADVERB } from '../../lexicon/words';
import { NOUNS_AND_ADJECTIVES } from './nouns-and-adjectives';
import { LOOK_ALIKES } from './look-alikes';

/*
 * Words mixed up, the table's fourth part (CONFUSED_WORDS, confused-words.ts): mostly a word in the wrong form
 * for its place ("very happily" -> "happy", "obviously that" -> "obvious", "a carefully driver", "to
 * success"), a noun's number ("computer games", "peoples", "works", "helps") and the verb of a phrase ("lost
 * the bus" -> "missed", "made a photo" -> "took"). It goes on in nouns-and-adjectives.ts ("danger" ->
 * "dangerous", "very good" -> "well") and look-alikes.ts ("live" -> "life", "effects" -> "affects", "cant").
 */

/** The rows of CONFUSED_WORDS after PRONOUN_FORMS (pronoun-forms.ts), tried in this order after them. */
export const MORE_CONFUSED_WORDS: readonly PhraseRow[] = [
  // "What beautiful the flower is!" -> "How beautiful the flower is!": an adjective alone, with its subject and
  // verb after it, takes "how" ("What beautiful flowers they are!" has its noun; "What fun it was!" is one).
  {
    id: 'what-for-how-adjective',
    pattern:
      /(?<=^|[.!?]\s+)What(?=\s+(beautiful|lovely|nice|wonderful|cute|clever|smart|kind|happy|lucky|great|amazing|interesting|delicious|tall|big|small|hot|cold|strange|stupid|silly|brave|good|bad|fast|slow|hard|difficult|easy|expensive|cheap|careful|handsome|pretty|funny|boring|exciting|terrible|delightful|fantastic|friendly|generous|polite|quiet|noisy|busy|crowded|clean|dirty)\s+(?:the|this|that|these|those|my|your|his|her|our|their|it|he|she|they|you|we)\b[^.!?]*\s(?:is|are|was|were|looks?|looked|sounds?|sounded|seems?|seemed|tastes?|tasted|smells?|smelled|feels?|felt)\s*!)/g,
    fix: () => 'How',
    en: 'An exclamation about an adjective takes "how": "How beautiful the flower is!" ("What a beautiful flower!").',
    zh: '句型（sentence pattern）：感叹句中形容词后面直接是主语和动词时用 how：How beautiful the flower is!（这花多美啊！）；what 后面要有名词：What a beautiful flower!',
    examples: {
      wrong: [['What beautiful the flower is!', 'How beautiful the flower is!']],
      right: ['What beautiful flowers they are!', 'How beautiful the flower is!'],
    },
  },

  // "It is benefit for our health" -> "beneficial to": "benefit" is the noun or the verb, not the adjective.
  {
    id: 'benefit-for-beneficial',
    pattern:
      /\b((?:is|are|was|were|be|been)\s+(?:very\s+|really\s+|so\s+|quite\s+|more\s+)?)benefit\s+(?:for|to)\b/gi,
    fix: (m) => `${m[1]}beneficial to`,
    en: '"Benefit" is a noun or a verb; the adjective is "beneficial": "It is beneficial to our health".',
    zh: '用词（word choice）：benefit 是名词或动词，be 后面要用形容词 beneficial，搭配 to：It is beneficial to our health（这对我们的健康有益）。中文“有益”没有词形变化，所以容易用错。',
    examples: {
      wrong: [['It is benefit for our health.', 'It is beneficial to our health.']],
      right: ['It is beneficial to our health.', 'It is a benefit for our health.'],
    },
  },
  // "Children should not play computer game too much" -> "computer games" (玩电脑游戏): games, in general.
  {
    id: 'play-computer-game',
    pattern: /\b((?:play|plays|played|playing)\s+(?:video|computer|mobile|online)\s+)game\b(?!s)/gi,
    fix: (m) => `${m[1]}games`,
    en: 'Games in general are plural: "play computer games" (or "play a computer game").',
    zh: '单复数（number）：泛指“玩电脑游戏”时 game 用复数：play computer games（玩电脑游戏）；中文名词没有单复数变化，英语的可数名词泛指时要用复数。',
    examples: {
      wrong: [
        [
          'Children should not play computer game too much.',
          'Children should not play computer games too much.',
        ],
      ],
      right: ['I played a computer game.', 'They play computer games.'],
    },
  },
  // "I play the football", "We played a basketball" -> "play football": a sport takes no article ("play the
  // piano" is an instrument; "played a basketball game" is one game).
  {
    id: 'play-the-sport',
    pattern:
      /\b((?:play|plays|played|playing)\s+)(?:the|a)\s+(football|basketball|volleyball|tennis|badminton|soccer|baseball|golf|table\s+tennis|ping-pong|chess|cards)\b(?![-\s]+(?:game|match|team|court|ball|player|club|tournament|season|field)s?\b)/gi,
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'A sport or a game takes no article: "play football" (an instrument does: "play the piano").',
    zh: '冠词（article）：play 后面接球类和棋类运动时不加冠词：play football（踢足球）；接乐器才加 the：play the piano（弹钢琴）。',
    examples: {
      wrong: [
        ['I play the football every day.', 'I play football every day.'],
        ['We played a basketball.', 'We played basketball.'],
      ],
      right: ['She plays the piano.', 'We played a basketball game.'],
    },
  },
  // "If you want to success" -> "to succeed", "We will success" -> "will succeed": the verb of "success" (成功)
  // is "succeed" ("the key to success" and "I want success" are the noun, and right).
  {
    id: 'success-for-succeed',
    pattern:
      /(?<=\b(?:(?:want|wants|wanted|try|tries|tried|hope|hopes|hoped|able|need|needs|needed|going|trying|wish|wishes)\s+to|will|can|could|would|should|must|may|might|cannot|won['’]t|can['’]t)\s+)success\b/gi,
    fix: (m) => matchCase('succeed', m[0]),
    en: 'The verb is "succeed"; "success" is the noun: "If you want to succeed".',
    zh: '用词（word choice）：success 是名词“成功”，动词是 succeed：If you want to succeed（如果你想成功）。中文“成功”既可作名词也可作动词，英语要分开。',
    examples: {
      wrong: [
        ['If you want to success, work hard.', 'If you want to succeed, work hard.'],
        ['We will success.', 'We will succeed.'],
      ],
      right: ['Hard work is the key to success.', 'I want success.'],
    },
  },
  // "A lot of peoples came" -> "people": "peoples" are nations ("the peoples of Asia"), not a crowd.
  {
    id: 'peoples-for-people',
    pattern: /\b((?:a\s+lot\s+of|lots\s+of|so\s+many|too\s+many)\s+)(peoples)\b/gi,
    fix: (m) => `${m[1]}people`,
    en: '"People" is already plural: "a lot of people" ("peoples" are nations).',
    zh: '单复数（number）：people 本身就是复数“人们”，不加 -s：a lot of people（很多人）；peoples 是“各民族”。',
    examples: {
      wrong: [['A lot of peoples came to the party.', 'A lot of people came to the party.']],
      right: ['The peoples of Asia are different.', 'A lot of people came.'],
    },
  },
  // "It makes me feel very happily" -> "happy", "She looks beautifully" -> "beautiful": after "feel",
  // "look" or "seem", how someone is takes an adjective (not "She looked nervously around", "beautifully
  // dressed": an adverb of the verb or of the word after it).
  {
    id: 'adverb-after-feel',
    pattern:
      /\b((?:feel|feels|felt|feeling|look|looks|looked|looking|seem|seems|seemed)\s+(?:very\s+|so\s+|really\s+|quite\s+)?)(happily|beautifully|sadly|lonelily)\b(?=\s*(?:[.,!?;]|$)|\s+(?:and|but|because|when|today|now|again|in\s+(?:it|that|this|the\s+\w+\s+dress))\b)/gi,
    fix: (m) => `${m[1]}${ADJECTIVE_OF_ADVERB[m[2]!.toLowerCase()]}`,
    en: 'After "feel", "look" or "seem", say how someone is with an adjective: "I feel happy", "She looks beautiful".',
    zh: '语法（grammar）：feel、look、seem 是系动词，后面说人怎么样要用形容词：I feel happy（我很开心），She looks beautiful（她看起来很美）。',
    examples: {
      wrong: [
        ['It makes me feel very happily.', 'It makes me feel very happy.'],
        ['She looks beautifully today.', 'She looks beautiful today.'],
      ],
      right: ['She looked nervously around.', 'She was beautifully dressed.'],
    },
  },
  // "It is obviously that he is wrong" -> "obvious" (很明显): what "it is" before a "that" clause takes an
  // adjective ("It is obviously true that" has its adjective).
  {
    id: 'it-is-adverb-that',
    pattern:
      /\b((?:[Ii]t|[Tt]his)\s+(?:is|was|['’]s|seems|seemed)\s+)(obviously|clearly|certainly|apparently|evidently|necessarily|importantly)(?=\s+that\b)/g,
    fix: (m) => `${m[1]}${ADJECTIVE_OF_ADVERB[m[2]!]}`,
    en: 'Before a "that" clause, "it is" takes an adjective: "It is obvious that he is wrong".',
    zh: '句型（sentence pattern）：It is ... that 句型里 is 后面要用形容词：It is obvious that he is wrong（很明显他错了）；中文“很明显”容易让人用成副词 obviously。',
    examples: {
      wrong: [['It is obviously that he is wrong.', 'It is obvious that he is wrong.']],
      right: ['It is obviously true that he is wrong.', 'It is obvious that he is wrong.'],
    },
  },
  // "The food tastes deliciously" -> "delicious": how something tastes or smells takes an adjective.
  {
    id: 'adverb-after-taste',
    pattern:
      /\b((?:taste|tastes|tasted|smell|smells|smelled|smelt)\s+(?:very\s+|so\s+|really\s+|quite\s+)?)(deliciously|nicely|wonderfully|terribly|sweetly|awfully|strangely)\b/gi,
    // "terribly" -> "terrible", "nicely" -> "nice".
    fix: (m) =>
      `${m[1]}${m[2]!
        .toLowerCase()
        .replace(/bly$/, 'ble')
        .replace(/(?<!b)ly$/, '')}`,
    en: 'How something tastes or smells takes an adjective: "The food tastes delicious".',
    zh: '语法（grammar）：taste、smell 作系动词时后面接形容词，说东西尝起来、闻起来怎么样：The food tastes delicious（这食物很好吃）。',
    examples: {
      wrong: [
        ['The food tastes deliciously.', 'The food tastes delicious.'],
        ['It smells terribly.', 'It smells terrible.'],
      ],
      right: ['The food tastes delicious.', 'I smell it carefully.'],
    },
  },
  // "She is a carefully driver" -> "a careful driver": a person described takes an adjective (not "a
  // carefully planned trip", where the adverb describes the word after it; "a kindly man" and "a friendly
  // person" are adjectives already).
  {
    id: 'adverb-before-person',
    pattern:
      /\b(?:(a|an)|(the|my|his|her|our|their|your|this|that|very))\s+(carefully|carelessly|quickly|slowly|honestly|seriously|patiently|politely|happily|beautifully|hardly)(?=\s+(?:driver|worker|student|teacher|person|man|woman|girl|boy|child|writer|player|doctor|cook|learner|reader|speaker|runner|singer|people)s?\b)/gi,
    fix: (m) => {
      const adverb = m[3]!.toLowerCase();
      const adjective = ADJECTIVE_OF_ADVERB[adverb] ?? adverb.replace(/ly$/, '');
      // "a honestly person" -> "an honest person": the article goes with the new word.
      const before = m[1] ? matchCase(indefiniteArticle(adjective), m[1]) : m[2]!;
      return `${before} ${adjective}`;
    },
    en: 'A person is described with an adjective: "a careful driver", "a quick learner".',
    zh: '语法（grammar）：修饰名词、说人是什么样的要用形容词，不用副词：a careful driver（一个小心的司机）。',
    examples: {
      wrong: [
        ['She is a carefully driver.', 'She is a careful driver.'],
        ['He is a honestly person.', 'He is an honest person.'],
      ],
      right: ['It was a carefully planned trip.', 'She is a friendly person.'],
    },
  },
  // "I lost the bus" -> "missed the bus" (错过): one misses what one is too late for.
  {
    id: 'lose-for-miss',
    pattern:
      /\b(lose|loses|lost|losing)(?=\s+(?:the|my|our|his|her|their|a)\s+(?:bus|train|plane|flight|class|lesson)\b(?!\s+(?:tickets?|pass|passes|cards?|notes|books?|keys?|seats?)\b))/gi,
    fix: (m) => sameFormOf(m, 'lose', 'miss'),
    en: 'One "misses" a bus or a class one is too late for ("lose" is to no longer have).',
    zh: '易混词（confused words）：中文“错过”公交车、课要用 miss：I missed the bus（我没赶上公交车）；lose 是“丢失、失去”。',
    examples: {
      wrong: [['I lost the bus this morning.', 'I missed the bus this morning.']],
      right: ['I lost my bag.', 'I missed the bus.', 'I lost my train ticket.'],
    },
  },
  // "I made a photo" -> "took a photo" (拍照): one takes a photo (not "made a photo album").
  {
    id: 'make-photo',
    pattern:
      /\b(make|makes|made|making)(?=\s+(?:a|the|some|many|lots\s+of|a\s+lot\s+of)\s+photos?\b(?!\s+(?:album|frame|book|wall)s?\b))/gi,
    fix: (m) => sameFormOf(m, 'make', 'take'),
    en: 'One "takes" a photo.',
    zh: '固定搭配（fixed phrase）：“拍照”是 take a photo：I took a photo of the lake（我拍了一张湖的照片）；不说 make a photo。',
    examples: {
      wrong: [['I made a photo of the lake.', 'I took a photo of the lake.']],
      right: ['We made a photo album.', 'I took a photo.'],
    },
  },
  // "I want to make friend with him" -> "make friends with": it takes two to be friends.
  {
    id: 'make-friend-with',
    pattern: /\b(make|makes|made|making|do|does|did|doing)\s+(?:a\s+)?friend\b(?=\s+with\b)/gi,
    fix: (m) => `${/^d/i.test(m[1]!) ? sameFormOf(m, 'do', 'make') : m[1]} friends`,
    en: 'It is "make friends with" someone: it takes two to be friends.',
    zh: '固定搭配（fixed phrase）：“和某人交朋友”是 make friends with someone，friends 用复数，因为交朋友需要两个人：make friends with him（和他交朋友）。',
    examples: {
      wrong: [
        ['I want to make friend with him.', 'I want to make friends with him.'],
        ['She made a friend with me.', 'She made friends with me.'],
      ],
      right: ['I want to make friends with him.', 'He made a friend at school.'],
    },
  },
  // "He is elder than me" -> "older than": "elder" comes before a noun ("my elder brother"), never before "than".
  {
    id: 'elder-than',
    pattern: /\belder\s+than\b/gi,
    fix: (m) => `${m[0][0] === 'E' ? 'O' : 'o'}lder than`,
    en: '"Elder" only comes before a noun ("my elder sister"); a comparison takes "older than".',
    zh: '用词（word choice）：elder 只放在名词前面（my elder sister，我姐姐），不能和 than 连用；比较年龄要说 older than：He is older than me（他比我大）。',
    examples: {
      wrong: [['He is elder than me.', 'He is older than me.']],
      right: ['My elder sister is a doctor.', 'He is older than me.'],
    },
  },
  // "I am a Chinese" -> "I am Chinese": a nationality in "-ese" is an adjective after "be" (not "a Chinese
  // teacher", "a Chinese word").
  {
    id: 'a-nationality-ese',
    pattern:
      /\b((?:am|is|are|was|were|['’]m|['’]s)\s+)an?\s+(Chinese|Japanese|Vietnamese|Portuguese)\b(?=\s*(?:[.,!?;]|$)|\s+(?:and|but|because|too|as\s+well)\b)/g,
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'A nationality in "-ese" is said without "a" after "be": "I am Chinese" (or "a Chinese person").',
    zh: '冠词（article）：Chinese、Japanese 这类以 -ese 结尾的国籍词在 be 后面一般作形容词，不加 a：I am Chinese（我是中国人），或者说 a Chinese person。',
    examples: {
      wrong: [['I am a Chinese.', 'I am Chinese.']],
      right: ['He is a Chinese teacher.', 'I am Chinese.'],
    },
  },
  // "I got up lately this morning" -> "late": "lately" means "recently".
  {
    id: 'lately-for-late',
    pattern:
      /\b((?:got|get|gets|getting|woke|wake|wakes|waking)\s+up\s+|(?:came|come|comes|arrived|arrive|arrives|went\s+to\s+bed|go\s+to\s+bed|goes\s+to\s+bed|slept|sleep|sleeps)\s+(?:back\s+|home\s+)?)lately\b(?=\s+(?:this\s+morning|last\s+night|yesterday|today|tonight|again|every\s+day)\b)/gi,
    fix: (m) => `${m[1]}late`,
    en: '"Late" is after the usual time ("I got up late"); "lately" means "recently".',
    zh: '易混词（confused words）：late 是“晚、迟”（I got up late，我起晚了）；lately 是“最近”，不是 late 的副词形式。',
    examples: {
      wrong: [['I got up lately this morning.', 'I got up late this morning.']],
      right: ['I have been busy lately.', 'I got up late this morning.'],
    },
  },
  // "He maybe late" -> "may be late": "maybe" (也许) is an adverb; "may be" is the verb.
  {
    id: 'maybe-for-may-be',
    pattern:
      /(?<!\b(?:think|thought|say|said|believe|hope|know|knew|feel|felt|guess|mean|sure)\s+)\b((?:I|you|he|she|it|we|they|He|She|It|We|They|You|[Tt]his|[Tt]hat)\s+)maybe(?=\s+(?:late|wrong|right|true|busy|tired|sick|ill|ready|useful|possible|difficult|hard|easy|at\s+home|a|an|the)\b)/g,
    fix: (m) => `${m[1]}may be`,
    en: '"Maybe" means "perhaps"; the verb is "may be": "He may be late".',
    zh: '语法（grammar）：maybe 是副词“也许”，不能作谓语；句子里需要动词时要用 may be：He may be late（他可能会迟到）。',
    examples: {
      wrong: [['He maybe late.', 'He may be late.']],
      right: ['Maybe he is late.', 'He may be late.', 'I think that maybe the teacher is right.'],
    },
  },
  // "Sometime I go to the library" -> "Sometimes" (有时); "Sometime I will visit you" (some day) is right.
  {
    id: 'sometime-for-sometimes',
    pattern:
      /(^|[.!?]\s+)Sometime(?=\s+(?:I|we|they|you)\s+(?!will\b|would\b|should\b|could\b|might\b|may\b|must\b|can\b|shall\b|['’])(?:go|feel|think|play|watch|read|like|get|want|have|eat|study|walk|listen|help|visit|see|write|cook|don['’]t|do)\b)/g,
    fix: (m) => `${m[1]}Sometimes`,
    en: '"Sometimes" means "now and then" (有时); "sometime" means "at some time" ("sometime next week").',
    zh: '易混词（confused words）：sometimes 是“有时”（Sometimes I go to the library，我有时去图书馆）；sometime 是“某个时候”（sometime next week）。',
    examples: {
      wrong: [['Sometime I go to the library.', 'Sometimes I go to the library.']],
      right: ['Sometime I will visit you.', 'Sometimes I go to the library.'],
    },
  },
  // "I have a lot of works to do" -> "work": work to do is uncountable ("works" are a writer's books).
  {
    id: 'works-to-do',
    pattern: /\b((?:a\s+lot\s+of|lots\s+of|much|many|so\s+many|too\s+many|some)\s+)works(?=\s+to\s+do\b)/gi,
    fix: (m) => `${m[1]}work`,
    en: 'Work to do is uncountable: "a lot of work to do".',
    zh: '单复数（number）：work 表示“工作、活儿”时不可数，不加 -s：a lot of work to do（很多工作要做）；works 是“作品”。',
    examples: {
      wrong: [['I have a lot of works to do.', 'I have a lot of work to do.']],
      right: ['I have a lot of work to do.', 'He read the works of Lu Xun.'],
    },
  },
  // "It was so a beautiful day" -> "such a beautiful day": "so" goes with an adjective alone. Not a "So"
  // that opens a sentence ("So a good thing happened": "therefore"), only after a word in the clause.
  {
    id: 'so-a-adjective',
    pattern:
      /(?<=\p{L}['’]?\p{L}*\s+)\b([Ss])o\s+(an?\s+(?:beautiful|good|nice|great|big|wonderful|bad|hot|cold|long|interesting|boring|difficult|easy|important|terrible|lovely|kind|smart|funny|happy|sad|exciting|busy|special|strange|small|clever|friendly)\s+[a-z]+)/gu,
    fix: (m) => `${m[1] === 'S' ? 'S' : 's'}uch ${m[2]}`,
    en: 'Before "a" + adjective + noun, it is "such": "such a beautiful day" ("so beautiful" alone).',
    zh: '句型（sentence pattern）：“a + 形容词 + 名词”前面要用 such：such a beautiful day（这么美好的一天）；so 只直接修饰形容词：so beautiful。',
    examples: {
      wrong: [['It was so a beautiful day.', 'It was such a beautiful day.']],
      right: ['So a good thing happened.', 'It was such a beautiful day.'],
    },
  },
  // "a lot of helps", "some helps" -> "help", "many helps" -> "a lot of help", "Thank you for your helping" -> "your
  // help": help given is uncountable. Not after "are" ("There are a lot of helps"), whose verb would be left
  // plural.
  {
    id: 'helps-uncountable',
    pattern:
      /(?<!\b(?:are|were)\s+)\b((?:a\s+lot\s+of|lots\s+of|much|many|some|more|your|his|her|their|our|my)\s+)(?:helps\b|helping(?=\s*[.,!?;]|\s*$))/gi,
    // "many" counts, so "many helps" is "a lot of help".
    fix: (m) => `${/^many\s/i.test(m[1]!) ? `${m[1]![0] === 'M' ? 'A' : 'a'} lot of ` : m[1]}help`,
    en: '"Help" (given) is uncountable: "a lot of help", "thank you for your help".',
    zh: '单复数（number）：help 作名词“帮助”时不可数，不加 -s，也不用 many：a lot of help（很多帮助），thank you for your help（谢谢你的帮助）。',
    examples: {
      wrong: [
        ['Thank you for a lot of helps.', 'Thank you for a lot of help.'],
        ['Thank you for your helping.', 'Thank you for your help.'],
        ['He gave me many helps.', 'He gave me a lot of help.'],
      ],
      right: ['She helps me a lot.', 'Thank you for your help.'],
    },
  },
  ...NOUNS_AND_ADJECTIVES,
  ...LOOK_ALIKES,
];
