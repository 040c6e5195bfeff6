import type { PhraseTable } from '../../engine/phrase-table';
import { lemmaOfPast, pluralOf, singularOf } from '../../lexicon/forms';
import { ingForm } from '../../lexicon/inflect';

/*
 * Set phrases, their second part (set-phrases.ts puts them in order): what a verb or a noun takes after it,
 * "agree with him", "the key to success", "bought a car for me", "a great influence on me", and the
 * words that take no preposition or no "the" ("enjoying it", "protect nature").
 */

/** Rows of SET_PHRASES (set-phrases.ts), in the order they are tried. */
export const OBJECT_PHRASES: PhraseTable = [
  // "I found myself enjoying in it" -> "enjoying it": one enjoys something, with no preposition.
  {
    id: 'enjoy-in-it',
    pattern:
      /\b((?:enjoy|enjoys|enjoyed|enjoying)\s+)in\s+(?=(?:it|them|this|that)\s*(?:[.,!?;]|$|and\b|very\b|a\s+lot\b))/gi,
    fix: (m) => m[1]!,
    en: 'One enjoys something, with no preposition: "enjoying it".',
    zh: '及物动词（transitive verb）：enjoy 直接接宾语：I enjoyed it（我很喜欢），中间不加 in；中文“乐在其中”容易让人加上 in。',
    examples: {
      wrong: [
        ['I found myself enjoying in it.', 'I found myself enjoying it.'],
        ['We enjoyed in it very much.', 'We enjoyed it very much.'],
      ],
      right: ['We enjoyed it very much.', 'I enjoy living in it.'],
    },
  },
  // "My bag is similar with yours" -> "similar to".
  {
    id: 'similar-with',
    pattern: /\b(similar)\s+with\b/gi,
    fix: (m) => `${m[1]} to`,
    en: 'It is "similar to" something.',
    zh: '固定搭配（fixed phrase）：“和……相似”是 be similar to：My bag is similar to yours（我的包和你的很像）；中文“与……相似”容易说成 with。',
    examples: {
      wrong: [['My bag is similar with yours.', 'My bag is similar to yours.']],
      right: ['My bag is similar to yours.'],
    },
  },
  // "Let's go to downtown" -> "go downtown": "downtown" is an adverb here, like "home".
  {
    id: 'go-to-downtown',
    pattern:
      /\b((?:go|goes|went|going|gone|come|comes|came|coming|drive|drove|walk|walked)\s+)to\s+(downtown)\b(?!\s+[A-Z])/gi,
    fix: (m) => `${m[1]}${m[2]}`,
    en: '"Downtown" takes no "to": "go downtown".',
    zh: '语法（grammar）：downtown 在这里是副词，意思是“到市中心”，像 home 一样前面不加 to：go downtown（去市中心）。',
    examples: {
      wrong: [["Let's go to downtown.", "Let's go downtown."]],
      right: ["Let's go downtown.", 'We went to downtown Chicago.'],
    },
  },
  // "All of students must" -> "All of the students": "of" picks from a group that is named, with "the",
  // "my" … (or say "All students").
  {
    id: 'all-of-plural',
    pattern:
      /\b((?:[Aa]ll|[Mm]ost|[Ss]ome|[Mm]any|[Nn]one|[Ee]ach|[Bb]oth|[Oo]ne|[Ff]ew|[Ss]everal)\s+of\s+)([a-z]+s)\b(?!['’])/g,
    fix: (m) => {
      const singular = singularOf(m[2]!);
      return singular && pluralOf(singular) === m[2] ? `${m[1]}the ${m[2]}` : m[0];
    },
    en: '"Of" picks from a group that is named: "all of the students" (or "all students").',
    zh: '冠词（article）：all of、most of、some of 是从一个特定的群体中挑出一部分，后面的名词要加 the 或 my 这样的限定词：all of the students；泛指就直接说 all students（所有学生）。',
    examples: {
      wrong: [
        ['All of students must wear a uniform.', 'All of the students must wear a uniform.'],
        ['Many of students are tired.', 'Many of the students are tired.'],
      ],
      right: ['All of the students must come.', 'All students must come.', 'Some of us are late.'],
    },
  },
  // "In spite the rain" -> "In spite of the rain".
  {
    id: 'in-spite-without-of',
    pattern: /\b([Ii]n\s+spite)(?=\s+(?:the|a|an|his|her|my|our|their|your|this|that|all|its)\b)/g,
    fix: (m) => `${m[1]} of`,
    en: 'It is "in spite of" (or "despite").',
    zh: '固定搭配（fixed phrase）：“尽管”是 in spite of 或 despite，in spite 后面必须有 of：In spite of the rain, we went out（尽管下雨，我们还是出去了）。',
    examples: {
      wrong: [['In spite the rain, we went out.', 'In spite of the rain, we went out.']],
      right: ['Despite the rain, we went out.', 'In spite of the rain, we went out.'],
    },
  },
  // "I agree this opinion", "I disagree the following statement" -> "with": one agrees with a view (British
  // "agree the plan" is to settle it). Only where the view ends the clause: "I agree the idea is good" and
  // "I agree that opinions differ" say what is agreed. Not after a split "dis agreed": Harper joins it first.
  {
    id: 'agree-an-opinion',
    pattern:
      /(?<!\bdis\s+)\b((?:dis)?(?:agree|agrees|agreed|agreeing)\s+)(?=(?:this|that|these|those|some|the|your|his|her|their|our|my)\s+(?:(?:following|above|given|first|second|third|last|author's|writer's|speaker's|common|popular|general)\s+)?(?:opinion|idea|view|point|statement|viewpoint)s?(?:\s*[.,;:!?]|\s*$|\s+(?:and|but|because|so|since|as|of|about|that|which|completely|totally|fully|entirely|at\s+all|very\s+much|in|on|for|with)\b))/gi,
    fix: (m) => `${m[1]}with `,
    en: 'One agrees "with" an opinion: "I agree with this idea".',
    zh: '介词（preposition）：“同意某个观点”是 agree with：I agree with this idea（我同意这个想法）；中文“同意这个观点”没有介词，但英语 agree 后面要加 with。',
    examples: {
      wrong: [
        ['I agree this opinion.', 'I agree with this opinion.'],
        ['I disagree the following statement.', 'I disagree with the following statement.'],
      ],
      right: ['I agree the idea is good.', 'I agree that opinions differ.'],
    },
  },
  // "Someone knocked the door" -> "knocked on the door": one knocks on a door to be let in ("knock the door
  // down", "knocked the door open" move it).
  {
    id: 'knock-the-door',
    pattern:
      /\b(knock|knocks|knocked|knocking)\s+(?=(?:the|my|our|his|her|their|your)\s+(?:door|window)\b(?!\s+(?:down|open|off|over|in|shut|closed)\b))/gi,
    fix: (m) => `${m[1]} on `,
    en: 'One knocks "on" a door: "Someone knocked on the door".',
    zh: '介词（preposition）：“敲门”是 knock on the door，要加 on；knock the door down 是“把门撞倒”。',
    examples: {
      wrong: [['Someone knocked the door.', 'Someone knocked on the door.']],
      right: ['They knocked the door down.', 'Someone knocked on the door.'],
    },
  },
  // "Thank you for you invited me" -> "for inviting me": what one is thanked for is an -ing form after "for".
  {
    id: 'thanks-for-you-did',
    pattern:
      /\b((?:[Tt]hanks|[Tt]hank\s+you)(?:\s+(?:very|so)\s+much)?\s+for\s+)you\s+([a-z]+ed)(?=\s+(?:me|us)\b)/g,
    fix: (m) => {
      const lemma = lemmaOfPast(m[2]!);
      return lemma ? `${m[1]}${ingForm(lemma)}` : m[0];
    },
    en: 'What one is thanked for takes "for" + -ing: "Thank you for inviting me".',
    zh: '非谓语动词（non-finite verb）：for 是介词，后面接动名词：Thank you for inviting me（谢谢你邀请我）；不要照中文“谢谢你邀请了我”把 you invited me 整句放在 for 后面。',
    examples: {
      wrong: [['Thank you for you invited me.', 'Thank you for inviting me.']],
      right: ['Thank you for inviting me.', 'Thank you for your help.'],
    },
  },
  // "I don't agree him" -> "agree with him": one agrees with a person, and with "it" or "you" where it ends
  // the clause ("I totally agree you."). Not "you" or "her" before more words, which may start what is agreed
  // ("I agree you should go") or be a determiner ("agree her plan"), nor "I agree it is late".
  {
    id: 'agree-a-person',
    pattern:
      /(?<!\bdis\s+)\b((?:dis)?(?:agree|agrees|agreed|agreeing)\s+)(?=(?:me|him|us|them)\b|(?:it|you)\s*(?:[.,;!?]|$))/gi,
    fix: (m) => `${m[1]}with `,
    en: 'One agrees "with" a person: "I don\'t agree with him".',
    zh: "介词（preposition）：“同意某人的看法”是 agree with somebody：I don't agree with him（我不同意他的看法）；中文“同意他”没有介词，英语要加 with。",
    examples: {
      wrong: [
        ["I don't agree him.", "I don't agree with him."],
        ['I totally agree you.', 'I totally agree with you.'],
      ],
      right: ['I agree you should go.', 'I agree it is late.'],
    },
  },
  // "It plays an important role on our life" -> "in": a role is played in something.
  {
    id: 'role-on',
    pattern:
      /\b((?:important|key|big|major|vital|great|significant|crucial|essential|leading|active)\s+(?:role|part)\s+)(?:on|at)\b/gi,
    fix: (m) => `${m[1]}in`,
    en: 'A role is played "in" something: "an important role in our life".',
    zh: '固定搭配（fixed phrase）：“在……中起重要作用”是 play an important role in something，用 in，不用 on 或 at。',
    examples: {
      wrong: [['It plays an important role on our life.', 'It plays an important role in our life.']],
      right: ['It plays an important role in our life.'],
    },
  },
  // "He graduated Peking University" -> "graduated from"; "I majored English" -> "majored in".
  {
    id: 'graduate-without-from',
    pattern:
      /\b((?:graduate|graduates|graduated|graduating)\s+)(?=(?:university|college|high\s+school|middle\s+school|primary\s+school|[A-Z][a-z]+\s+(?:University|College))\b)/g,
    fix: (m) => `${m[1]}from `,
    en: 'One graduates "from" a school: "He graduated from Peking University".',
    zh: '介词（preposition）：“从某校毕业”是 graduate from：He graduated from Peking University（他毕业于北京大学）；中文“毕业于”的“于”要译成 from。',
    examples: {
      wrong: [
        ['He graduated Peking University.', 'He graduated from Peking University.'],
        ['She graduated high school last year.', 'She graduated from high school last year.'],
      ],
      right: ['He graduated from Peking University.'],
    },
  },
  {
    id: 'major-without-in',
    pattern:
      /\b((?:major|majors|majored|majoring)\s+)(?=(?:English|Chinese|math|maths|mathematics|physics|chemistry|biology|history|economics|law|computer\s+science|art|music|engineering|business|finance|medicine|education|accounting|marketing)\b(?!\s+(?:writer|writers|poet|poets|novel|novels|author|authors|city|cities|company|companies|problem|problems|book|books|artist|artists|figure|figures)\b))/g,
    fix: (m) => `${m[1]}in `,
    en: 'One majors "in" a subject: "I majored in English".',
    zh: '介词（preposition）：major 作动词“主修”时后面要加 in：I majored in English（我主修英语）；中文“主修英语”没有介词。',
    examples: {
      wrong: [['I majored English.', 'I majored in English.']],
      right: ['I majored in English.', 'She majors in law.', 'He is a major English writer.'],
    },
  },
  // "in a long run" -> "in the long run".
  {
    id: 'in-a-long-run',
    pattern: /\b([Ii]n)\s+a\s+long\s+run\b/g,
    fix: (m) => `${m[1]} the long run`,
    en: 'It is "in the long run".',
    zh: '固定搭配（fixed phrase）：“从长远来看”是 in the long run，固定用 the，不用 a。',
    examples: {
      wrong: [['In a long run, it will help you.', 'In the long run, it will help you.']],
      right: ['In the long run, it will help you.', 'He went for a long run.'],
    },
  },
  // "We should protect the nature" -> "protect nature": nature as the natural world takes no "the" ("the
  // nature of the problem" is its character).
  {
    id: 'the-nature',
    pattern:
      /\b((?:protect|protects|protected|protecting|like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|destroy|destroys|destroyed|destroying|respect|respects|close\s+to|in|into|with)\s+)the\s+(nature)\b(?!\s+of\b)(?=\s*[.,;!?]|\s*$|\s+(?:and|but|because|so|more|better|too)\b)/gi,
    fix: (m) => `${m[1]}${m[2]}`,
    en: 'Nature, the natural world, takes no "the": "protect nature" ("the nature of something" is its character).',
    zh: '冠词（article）：nature 指“大自然”时不加 the：We should protect nature（我们应该保护大自然）；the nature of something 是“……的本质”。',
    examples: {
      wrong: [
        ['We should protect the nature.', 'We should protect nature.'],
        ['I love the nature and animals.', 'I love nature and animals.'],
      ],
      right: ['We love nature.', 'I like the nature of this job.'],
    },
  },
  // "On my opinion" -> "In my opinion" (a learner's 在我看来 with the preposition of "on the other hand").
  {
    id: 'on-my-opinion',
    pattern: /\b([Oo])n\s+(my|his|her|our|their|your)\s+opinion\b/g,
    fix: (m) => `${m[1] === 'O' ? 'I' : 'i'}n ${m[2]} opinion`,
    en: 'It is "in my opinion".',
    zh: '介词（preposition）：“在我看来”是 in my opinion，用 in，不用 on。',
    examples: {
      wrong: [['On my opinion, it is wrong.', 'In my opinion, it is wrong.']],
      right: ['In my opinion, it is wrong.'],
    },
  },
  // "My father bought a new car to me" -> "for me": one buys or cooks something "for" someone (one gives it
  // "to" them).
  {
    id: 'buy-something-to',
    pattern:
      /\b((?:buy|buys|bought|buying|cook|cooks|cooked|cooking)\s+(?:a|an|the|some|this|that|my|his|her|our|their)\s+(?:[a-z]+\s+)?[a-z]+\s+)to(?=\s+(?:me|him|her|us|them|you|(?:my|his|her|our|their|your)\s+(?:mother|father|mom|mum|dad|parents|sister|brother|friend|friends|wife|husband|son|daughter|teacher|grandmother|grandfather|grandma|grandpa))\s*(?:[.,!?;]|$))/gi,
    fix: (m) => `${m[1]}for`,
    en: 'One buys or cooks something "for" someone: "He bought a new car for me".',
    zh: '介词（preposition）：buy、cook 这类“为某人做”的动词接人时用 for：He bought a new car for me（他给我买了一辆新车）；give、lend 才用 to。中文都说“给”，所以容易混淆。',
    examples: {
      wrong: [
        ['My father bought a new car to me.', 'My father bought a new car for me.'],
        ['She cooked a nice meal to us.', 'She cooked a nice meal for us.'],
      ],
      right: ['He gave a new car to me.', 'My father bought a new car for me.'],
    },
  },
  // "He lent some money for me" -> "to me", "She showed her photos for me" -> "to me": one lends or shows
  // something "to" someone (one buys it "for" them).
  {
    id: 'lend-something-for',
    pattern:
      /\b((?:lend|lends|lent|lending|show|shows|showed|shown|showing)\s+(?:a|an|the|some|this|that|these|those|my|his|her|our|their|your)\s+(?:[a-z]+\s+)?[a-z]+\s+)for(?=\s+(?:me|him|her|us|them|you)\s*(?:[.,!?;]|$))/gi,
    fix: (m) => `${m[1]}to`,
    en: 'One lends or shows something "to" someone: "He lent some money to me".',
    zh: '介词（preposition）：lend、show 是把东西“给到”对方，接人时用 to：He lent some money to me（他借给我一些钱）；buy、cook 才用 for。中文都说“给我”，所以容易混淆。',
    examples: {
      wrong: [
        ['He lent some money for me.', 'He lent some money to me.'],
        ['She showed her photos for me.', 'She showed her photos to me.'],
      ],
      right: ['He bought some books for me.', 'He lent some money to me.'],
    },
  },
  // "I can't understand you mean" -> "what you mean" (不明白你的意思).
  {
    id: 'understand-you-mean',
    pattern:
      /\b(understand|understood|know|knew)\s+(?=(?:you|he|she|they)\s+(?:mean|means|meant)\s*(?:[.,!?;]|$))/gi,
    fix: (m) => `${m[1]} what `,
    en: 'What someone means is "what you mean": "I can\'t understand what you mean".',
    zh: '句型（sentence pattern）：“明白你的意思”是 understand what you mean，要用 what 引出宾语从句；中文“不明白你的意思”里没有“什么”，但英语不能省掉 what。',
    examples: {
      wrong: [["I can't understand you mean.", "I can't understand what you mean."]],
      right: ["I can't understand what you mean.", 'I know you mean well.'],
    },
  },
  // "I can't listen to you clearly" -> "hear you clearly" (听不清): hearing is what the ears do.
  {
    id: 'cannot-listen-clearly',
    pattern:
      /\b(can['’]t|cannot|couldn['’]t|could\s+not|can\s+not)\s+listen\s+to(?=\s+(?:you|him|her|them|me|it)\s+(?:clearly|well)\b)/gi,
    fix: (m) => `${m[1]} hear`,
    en: 'What the ears take in is "hear": "I can\'t hear you clearly" ("listen to" is paying attention).',
    zh: "易混词（confused words）：hear 是“听见”，耳朵接收到声音；listen to 是“注意听”。“听不清”说 I can't hear you clearly。中文都说“听”，所以容易混淆。",
    examples: {
      wrong: [["I can't listen to you clearly.", "I can't hear you clearly."]],
      right: ["I can't hear you clearly.", 'I always listen to him carefully.'],
    },
  },
  // "I have a dog calls Lucky" -> "called Lucky" (叫): a name given takes "called" or "named".
  {
    id: 'named-calls',
    // Only a thing had or introduced: "My friend calls Tom every day" is a call.
    pattern:
      /\b((?:have|has|had|is|was|with|got)\s+(?:a|an)\s+(?:dog|cat|friend|boy|girl|man|woman|brother|sister|son|daughter|teacher|city|town|village|pet|bird|cousin)\s+)calls(?=\s+\p{Lu})/gu,
    fix: (m) => `${m[1]}called`,
    en: 'A name given takes "called": "I have a dog called Lucky".',
    zh: '非谓语动词（non-finite verb）：“叫……名字的”用过去分词 called 或 named 作后置定语：a dog called Lucky（一只叫 Lucky 的狗）；中文“叫”像主动，但狗是“被叫作”这个名字。',
    examples: {
      wrong: [['I have a dog calls Lucky.', 'I have a dog called Lucky.']],
      right: ['My friend calls Tom every day.', 'I have a dog called Lucky.'],
    },
  },
  // "I feel myself happy" -> "I feel happy": how one feels needs no "myself" (not "I felt myself falling").
  {
    id: 'feel-myself',
    pattern:
      /\b((?:feel|feels|felt|feeling)\s+)(?:myself|yourself|himself|herself|ourselves|themselves)\s+(?=(?:(?:very|so|really|quite|a\s+bit|a\s+little)\s+)?(?:happy|sad|tired|lonely|better|worse|comfortable|uncomfortable|relaxed|excited|nervous|bored|sick|ill|safe|free|proud|sorry|good|bad|great|glad|angry|upset|calm|confident|lucky|alone)\b)/gi,
    fix: (m) => m[1]!,
    en: 'How one feels needs no "myself": "I feel happy".',
    zh: '语法（grammar）：feel 后面直接接形容词表示感觉：I feel happy（我感到很开心），不用加 myself；中文“我觉得自己很开心”里的“自己”不要译出来。',
    examples: {
      wrong: [
        ['I feel myself happy.', 'I feel happy.'],
        ['She felt herself very tired.', 'She felt very tired.'],
      ],
      right: ['I felt myself falling.', 'I feel happy.'],
    },
  },
  // "This dress is very suit for you" -> "very suitable for you" (适合): after "be", the adjective ("It suits
  // you" is the verb, with no "be" and no "for").
  {
    id: 'be-suit-for',
    pattern: /\b((?:is|are|was|were|be|been)\s+(?:very\s+|really\s+|so\s+|not\s+)?)suit(?=\s+for\b)/g,
    fix: (m) => `${m[1]}suitable`,
    en: 'After "be", the adjective: "This dress is suitable for you" (or the verb: "It suits you").',
    zh: '语法（grammar）：suit 是动词（It suits you），放在 be 后面要用形容词 suitable：This dress is very suitable for you（这条裙子很适合你）；中文“适合”的词性看不出来，所以容易混。',
    examples: {
      wrong: [['This dress is very suit for you.', 'This dress is very suitable for you.']],
      right: ['It suits you.', 'This dress is suitable for you.'],
    },
  },
  // "We had a great time in the party" -> "at the party": one is at an event.
  {
    id: 'in-the-party',
    pattern:
      /(?<=\b(?:time|fun|met\s+\w+|saw\s+\w+|danced|sang|talked|played|ate|drank)\s+)in(?=\s+(?:the|a|his|her|my|your|our|their)\s+(?:(?:birthday|school|class|Christmas|New\s+Year|farewell|welcome)\s+)?(?:party|wedding|concert)\b(?!\s+(?:of|leader|member|secretary|committee)\b))/g,
    fix: () => 'at',
    en: 'One is "at" an event: "at the party", "at the concert".',
    zh: '介词（preposition）：参加聚会、婚礼、音乐会这类活动用 at：We had a great time at the party（我们在聚会上玩得很开心）；中文“在聚会上”容易直译成 in。',
    examples: {
      wrong: [['We had a great time in the party.', 'We had a great time at the party.']],
      right: ['We had a great time at the party.', 'She sang in the school choir.'],
    },
  },
  // "the answer of the question" -> "answer to", "the key of the door" -> "key to": an answer and a key are
  // "to" what they open (not "the key of C major", a key in music).
  {
    id: 'answer-of',
    pattern:
      /\b(answers?|keys?)\s+of(?=\s+(?:the|this|that|my|your|his|her|our|their)\s+(?:questions?|problems?|door|doors|room|house|car|box|puzzle|riddle)\b)/gi,
    fix: (m) => `${m[1]} to`,
    en: 'An answer or a key is "to" something: "the answer to the question", "the key to the door".',
    zh: '介词（preposition）：答案、钥匙是“对应”某个问题或某扇门的，用 to：the answer to the question（这个问题的答案）；中文“……的答案”容易译成 of。',
    examples: {
      wrong: [
        ['I know the answer of the question.', 'I know the answer to the question.'],
        ['Where is the key of the door?', 'Where is the key to the door?'],
      ],
      right: ['I know the answer to the question.', 'The song is in the key of C major.'],
    },
  },
  // "The key of success" -> "key to success"; "the reason of his failure" -> "reason for" (not "by reason of", a
  // law's phrase); "a great influence to me", "a bad effect to our health" -> "on" (not "give effect to", to
  // put into force; "impact to" is left: "limiting the impact to the ecosystem" is right); "confidence of
  // myself" -> "in".
  {
    id: 'key-of-success',
    pattern: /\b(keys?)\s+of(?=\s+(?:success|happiness|learning|winning|health|a\s+happy\s+life)\b)/gi,
    fix: (m) => `${m[1]} to`,
    en: 'The way to a goal is the "key to" it: "the key to success".',
    zh: '介词（preposition）：“成功的关键”是 the key to success，用 to 表示通向目标；中文“……的关键”容易译成 of。',
    examples: {
      wrong: [['Hard work is the key of success.', 'Hard work is the key to success.']],
      right: ['Hard work is the key to success.'],
    },
  },
  {
    id: 'reason-of',
    pattern:
      /(?<!\bby\s)\b((?:the|a|one|main|only|real|first|second|biggest|most\s+important)\s+reasons?)\s+of(?=\s+(?:his|her|my|your|our|their|its|this|that|the)\b)/gi,
    fix: (m) => `${m[1]} for`,
    en: 'A cause is the "reason for" something: "the reason for his failure".',
    zh: '介词（preposition）：“……的原因”是 the reason for something：the reason for his failure（他失败的原因）；中文“的”容易让人用 of。',
    examples: {
      wrong: [['The reason of his failure is laziness.', 'The reason for his failure is laziness.']],
      right: ['The reason for his failure is laziness.', 'He was freed by reason of his age.'],
    },
  },
  {
    id: 'influence-to',
    pattern:
      /\b((?:an?|the|great|big|huge|bad|good|positive|negative|strong|deep|harmful|serious|important|significant|profound|lasting)\s+(?:influences?|effects?))\s+to(?=\s+(?:me|us|him|her|them|you|people|children|society|the|our|my|his|their|your|its)\b)/gi,
    fix: (m) => `${m[1]} on`,
    en: 'An influence or an effect is "on" someone or something: "a great influence on me".',
    zh: '介词（preposition）：“对……有影响”是 have an influence / effect on：He had a great influence on me（他对我影响很大）；中文“对”容易译成 to。',
    examples: {
      wrong: [
        ['He had a great influence to me.', 'He had a great influence on me.'],
        ['Smoking has a bad effect to our health.', 'Smoking has a bad effect on our health.'],
      ],
      right: ['He had a great influence on me.', 'The law gives effect to the treaty.'],
    },
  },
  {
    id: 'confidence-of-oneself',
    pattern:
      /\b(confidence|faith|trust)\s+of(?=\s+(?:myself|yourself|himself|herself|ourselves|yourselves|themselves)\b)/gi,
    fix: (m) => `${m[1]} in`,
    en: 'One has "confidence in" oneself.',
    zh: '介词（preposition）：“对自己有信心”是 confidence in oneself：I have confidence in myself（我对自己有信心），用 in，不用 of。',
    examples: {
      wrong: [['I have no confidence of myself.', 'I have no confidence in myself.']],
      right: ['I have confidence in myself.'],
    },
  },
  // "She married to him last year" -> "married him": one marries someone, or is married to them.
  {
    id: 'married-to-him',
    pattern:
      /\b((?:I|you|he|she|we|they)\s+(?:also\s+|finally\s+|later\s+)?married)\s+to\b(?=\s+(?:me|you|him|her|us|them|a|an|the|my|his|her|their)\b)/gi,
    fix: (m) => m[1]!,
    en: 'You "marry" someone ("She married him"), or "are married to" them.',
    zh: '及物动词（transitive verb）：marry 直接接人：She married him（她嫁给了他）；be married to 才用 to。中文“嫁给他”的“给”不要译成 to。',
    examples: {
      wrong: [['She married to him last year.', 'She married him last year.']],
      right: ['She is married to him.', 'She married him last year.'],
    },
  },
  // "I want to buy a new clothes" -> "new clothes": "clothes" has no singular, so no "a" (not "a clothes
  // shop", where it describes the noun after it).
  {
    id: 'a-clothes',
    pattern:
      /\b[Aa]n?\s+((?:new|nice|beautiful|warm|old|clean|dirty|cheap|expensive|summer|winter)\s+)?(clothes)\b(?=\s*[.,!?;]|\s*$|\s+(?:for|in|at|on|to|with|from|and|but|or|because|when|that|which|yesterday|today|tomorrow|last|next|this|every)\b)/g,
    fix: (m) => `${m[1] ?? ''}${m[2]}`,
    en: '"Clothes" has no singular: "new clothes" (or "a piece of clothing").',
    zh: '单复数（number）：clothes 没有单数形式，前面不能用 a：I want to buy new clothes（我想买新衣服）；说一件要用 a piece of clothing。中文“一件衣服”容易让人加 a。',
    examples: {
      wrong: [['I want to buy a new clothes.', 'I want to buy new clothes.']],
      right: ['I went to a clothes shop.', 'I want to buy new clothes.'],
    },
  },
];
