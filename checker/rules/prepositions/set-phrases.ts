import type { PhraseTable } from '../../engine/phrase-table';
import { isVerb } from '../../lexicon/forms';
import { ingForm } from '../../lexicon/inflect';
import { matchCase } from '../../lexicon/words';
import { OBJECT_PHRASES } from './set-phrases-objects';
import { VERB_PHRASES } from './set-phrases-verbs';

/*
 * Preposition phrases, the table's third part: set phrases a learner half remembers ("In my point of view",
 * "as following", "by walk"), comparisons with their own word ("senior than" -> "senior to", "the same with"
 * -> "the same as"), and verbs of going before an adverb ("go to abroad", "go to downtown"), among others.
 * Its rows are here and in two more files, in the order they are tried: what a verb or a noun takes after
 * it (set-phrases-objects.ts: "agree with", "the key to"), then verbs mixed up and verbs of going
 * (set-phrases-verbs.ts: "borrow me" -> "lend me", "went Beijing").
 */

/** Set phrases a learner half remembers, and comparisons: the first rows of SET_PHRASES. */
const HALF_REMEMBERED_PHRASES: PhraseTable = [
  // "It depends the weather" -> "depends on the weather" (not "It depends how you do it", which is right).
  {
    id: 'depend-without-on',
    pattern:
      /\b((?:depend|depends|depended|depending)\s+)(?=(?:the|a|an|my|your|his|her|our|their|this|that|these|those|it|them|him|me|us|you)\b)/gi,
    fix: (m) => `${m[1]}on `,
    en: 'One depends "on" something: "It depends on the weather".',
    zh: '固定搭配（fixed phrase）：depend 后面接 on 再接所依赖的事物：It depends on the weather（这取决于天气）。中文说“取决于天气”，“于”很容易被漏掉。',
    examples: {
      wrong: [
        ['It depends the weather.', 'It depends on the weather.'],
        ['Our plan depends your answer.', 'Our plan depends on your answer.'],
      ],
      right: ['It depends how you do it.', 'It depends on the weather.'],
    },
  },
  // "She is crazy at dancing" -> "crazy about" (为…着迷); not "mad at", which is angry with.
  {
    id: 'crazy-at',
    pattern:
      /\b(crazy)\s+at(?=\s+(?:[a-z]+ing|football|basketball|music|games|computer\s+games|movies|films|sports)\b)/gi,
    fix: (m) => `${m[1]} about`,
    en: 'One is "crazy about" what one loves: "She is crazy about dancing".',
    zh: '固定搭配（fixed phrase）：“对……着迷”说 be crazy about：She is crazy about dancing（她特别迷跳舞）；不要受“在……方面”的影响用 at，mad at 是“生……的气”。',
    examples: {
      wrong: [
        ['She is crazy at dancing.', 'She is crazy about dancing.'],
        ['My brother is crazy at football.', 'My brother is crazy about football.'],
      ],
      right: ['She is crazy about dancing.', 'He was mad at me.'],
    },
  },
  // "On the other hands" -> "On the other hand": the phrase keeps its one hand.
  {
    id: 'other-hands',
    pattern: /\b([Oo]n\s+the\s+other\s+)hands\b/g,
    fix: (m) => `${m[1]}hand`,
    en: 'The phrase is "on the other hand", with one hand.',
    zh: '固定搭配（fixed phrase）：on the other hand（另一方面）是固定说法，hand 用单数，不要因为“两方面”就加 s。',
    examples: {
      wrong: [['On the other hands, it is expensive.', 'On the other hand, it is expensive.']],
      right: ['On the other hand, it is cheap.', 'He held the cup in both hands.'],
    },
  },
  // "As a conclusion, …" -> "In conclusion, …": the set phrase that closes an essay.
  {
    id: 'as-a-conclusion',
    pattern: /\b([Aa])s\s+(?:a\s+)?conclusion(?=\s*,)/g,
    fix: (m) => (m[1] === 'A' ? 'In conclusion' : 'in conclusion'),
    en: 'An essay closes with "In conclusion, …".',
    zh: '固定搭配（fixed phrase）：文章结尾总结时用 In conclusion（总之）；中文“作为结论”不要直译成 as a conclusion。',
    examples: {
      wrong: [
        ['As a conclusion, we should save water.', 'In conclusion, we should save water.'],
        ['As conclusion, we should save water.', 'In conclusion, we should save water.'],
      ],
      right: ['In conclusion, we should save water.', 'He reached this as a conclusion of his study.'],
    },
  },
  // "In my point of view" -> "From my point of view".
  {
    id: 'in-my-point-of-view',
    pattern: /\b([Ii])n(?=\s+(?:my|our|his|her|their|your)\s+point\s+of\s+views?\b)/g,
    fix: (m) => (m[1] === 'I' ? 'From' : 'from'),
    en: 'It is "from my point of view" (or "in my view").',
    zh: '介词（preposition）：“在我看来”说 from my point of view（从我的角度看）或 in my view；point of view 是“角度”，前面用 from，不用 in。',
    examples: {
      wrong: [
        ['In my point of view, it is wrong.', 'From my point of view, it is wrong.'],
        ['This is good in our point of view.', 'This is good from our point of view.'],
      ],
      right: ['In my view, it is wrong.', 'From my point of view, it is wrong.'],
    },
  },
  // "my point of views" -> "my point of view": one view.
  {
    id: 'point-of-views',
    pattern: /\b(point\s+of\s+view)s\b/gi,
    fix: (m) => m[1]!,
    en: 'It is "point of view", with one view.',
    zh: '单复数（number）：point of view（观点）里的 view 总是单数；说几个观点时把 point 变成复数：points of view。',
    examples: {
      wrong: [['From my point of views, it is wrong.', 'From my point of view, it is wrong.']],
      right: ['We have different points of view.', 'From my point of view, it is wrong.'],
    },
  },
  // "Firstly of all" -> "First of all"; "As far as I concerned" -> "As far as I am concerned"; "As I know, he is
  // …" -> "As far as I know,": set phrases a learner half remembers ("As we know, …" is right, and so is "On
  // one hand", beside "On the one hand").
  {
    id: 'firstly-of-all',
    pattern: /\b([Ff])irstly(?=\s+of\s+all\b)/g,
    fix: (m) => `${m[1]}irst`,
    en: 'It is "first of all" (or "firstly").',
    zh: '固定搭配（fixed phrase）：“首先”说 first of all 或 firstly，不要把两者混成 firstly of all。',
    examples: {
      wrong: [['Firstly of all, I want to thank you.', 'First of all, I want to thank you.']],
      right: ['First of all, I want to thank you.', 'Firstly, I want to thank you.'],
    },
  },
  // "As far as I concern" too: the phrase is passive.
  {
    id: 'as-far-as-i-concerned',
    pattern: /\b(as\s+far\s+as\s+(?:I|we))\s+(?:(concerned)|concern)\b/gi,
    fix: (m) => `${m[1]} ${/we$/i.test(m[1]!) ? 'are' : 'am'} concerned`,
    en: 'It is "as far as I am concerned".',
    zh: '固定搭配（fixed phrase）：“就我而言”是 as far as I am concerned，concerned 是被动形式，前面的 am/are 不能省，concern 也不能用原形。',
    examples: {
      wrong: [
        ['As far as I concerned, it is fine.', 'As far as I am concerned, it is fine.'],
        ['As far as we concern, the plan is good.', 'As far as we are concerned, the plan is good.'],
      ],
      right: ['As far as I am concerned, it is fine.', 'As far as I know, it is fine.'],
    },
  },
  {
    id: 'as-i-know',
    pattern: /(?<=^|[.!?]\s+)(As)\s+(I)\s+know(?=\s*,)/g,
    fix: (m) => `${m[1]} far as ${m[2]} know`,
    en: 'Saying what one knows is true so far is "as far as I know".',
    zh: '固定搭配（fixed phrase）：“据我所知”说 As far as I know；中文“据我所知”容易被直译成 as I know，而 As we know（众所周知）是另一个说法。',
    examples: {
      wrong: [['As I know, he is a good student.', 'As far as I know, he is a good student.']],
      right: ['As we know, the earth is round.', 'As far as I know, he is a good student.'],
    },
  },
  // "In the modern society, people are busy" -> "In modern society": society in general takes no "the" (not "the
  // modern society of Japan").
  {
    id: 'the-modern-society',
    pattern:
      /\b([Ii]n)\s+the\s+(modern\s+society|today['’]s\s+society)(?=\s*[,.;!?]|\s+(?:people|we|everyone|many|most|it|there)\b)/g,
    fix: (m) => `${m[1]} ${m[2]}`,
    en: 'Society in general takes no "the": "in modern society".',
    zh: '冠词（article）：泛指“现代社会”时 society 不加 the：In modern society, people are busy（在现代社会，人们都很忙）；特指某个社会（the modern society of Japan）才用 the。',
    examples: {
      wrong: [
        ['In the modern society, people are busy.', 'In modern society, people are busy.'],
        ["Phones are everywhere in the today's society.", "Phones are everywhere in today's society."],
      ],
      right: ['In modern society, people are busy.', 'In the modern society of Japan, people work hard.'],
    },
  },
  // "The reasons are as following:" -> "as follows".
  {
    id: 'as-following',
    pattern: /\b(as\s+)following(?=\s*(?:[:.]|$))/gi,
    fix: (m) => `${m[1]}follows`,
    en: 'It is "as follows".',
    zh: '固定搭配（fixed phrase）：“如下”是 as follows，固定用 follows，不用 following。',
    examples: {
      wrong: [['The reasons are as following:', 'The reasons are as follows:']],
      right: ['The reasons are as follows:', 'The steps are as follows.'],
    },
  },
  // "I go to school by walk" -> "on foot": "by" goes with vehicles ("by bus"). ("By foot" is rarer than "on
  // foot" but in the dictionaries: it is left alone.)
  {
    id: 'by-walk',
    pattern: /\bby\s+walk\b(?![-‐])/gi,
    fix: (m) => matchCase('on foot', m[0]),
    en: '"By" goes with a vehicle ("by bus"); walking is "on foot".',
    zh: '固定搭配（fixed phrase）：by 后面接交通工具（by bus 坐公交）；“步行”是 on foot，中文“走路去”不要说成 by walk。',
    examples: {
      wrong: [
        ['I go to school by walk.', 'I go to school on foot.'],
        ['By walk, it takes ten minutes.', 'On foot, it takes ten minutes.'],
      ],
      right: ['I go to school by bus.', 'I go to school on foot.'],
    },
  },
  // "The price is very expensive" -> "very high" (价格很贵): the thing is expensive; its price is high. So
  // is a salary: "My salary is very cheap" -> "very low".
  {
    id: 'price-expensive',
    pattern:
      /\b((?:price|prices|cost|rent|fee|fees|salary|salaries|wage|wages|income|pay)\s+(?:is|are|was|were|seems|seemed)\s+(?:(?:very|so|too|quite|really|a\s+bit|a\s+little)\s+)?)(expensive|cheap)\b/gi,
    fix: (m) => `${m[1]}${m[2]!.toLowerCase() === 'expensive' ? 'high' : 'low'}`,
    en: 'A thing is expensive or cheap; its price (or a salary) is high or low ("The price is very high").',
    zh: '用词（word choice）：expensive、cheap 说的是东西本身；价格、工资要说 high 或 low：The price is very high（价格很高）。中文说“价格很贵”，英语的 price 不能 expensive。',
    examples: {
      wrong: [
        ['The price is very expensive.', 'The price is very high.'],
        ['My salary is very cheap.', 'My salary is very low.'],
      ],
      right: ['The book is very expensive.', 'The price is very high.'],
    },
  },
  // "improve my speaking English" -> "my spoken English" (口语): English as it is spoken.
  {
    id: 'speaking-english',
    pattern: /\b((?:my|your|his|her|our|their)\s+)speaking\s+English\b/gi,
    fix: (m) => `${m[1]}spoken English`,
    en: 'English as one speaks it is "spoken English" ("my spoken English").',
    zh: '用词（word choice）：“口语”是 spoken English（说出来的英语），用过去分词 spoken；中文“说的英语”不要说成 speaking English。',
    examples: {
      wrong: [['I want to improve my speaking English.', 'I want to improve my spoken English.']],
      right: ['I want to improve my spoken English.', 'I like speaking English.'],
    },
  },
  // "It is depend on you" -> "It depends on you": "depend" is a verb ("dependent" is the adjective).
  {
    id: 'be-depend',
    pattern: /\b(is|was|are|were|am)\s+depend(?=\s+on\b)/gi,
    fix: (m) =>
      ({ is: 'depends', was: 'depended', were: 'depended', are: 'depend', am: 'depend' })[
        m[1]!.toLowerCase()
      ]!,
    en: '"Depend" is a verb and needs no "be": "it depends on" (or "it is dependent on").',
    zh: '语法（grammar）：depend 是动词，前面不加 be：It depends on you（这取决于你）；要用 be 就用形容词：be dependent on。中文“是取决于”容易让人多加 is。',
    examples: {
      wrong: [
        ['It is depend on you.', 'It depends on you.'],
        ['They are depend on their parents.', 'They depend on their parents.'],
      ],
      right: ['It depends on you.', 'He is dependent on his parents.'],
    },
  },
  // "She is married with a doctor" -> "married to"; "I married with her", "I will marry with her" -> "married
  // her", "marry her". Not "He is married with two children" (he has them).
  {
    id: 'married-with',
    pattern:
      /\b((?:am|is|are|was|were|be|been|being|get|gets|got|gotten|getting|[a-z]+['’](?:m|re|s))\s+married)\s+with\b(?!\s+(?:(?:two|three|four|five|six|\d+|no|one|a|an|young|grown|small)\s+)*(?:children|kids?|child|sons?|daughters?|baby|babies|family|grandchildren)\b)/gi,
    fix: (m) => `${m[1]} to`,
    en: 'It is "married to" someone.',
    zh: '固定搭配（fixed phrase）：“和某人结婚”说 be married to someone，不用 with（She is married to a doctor）。',
    examples: {
      wrong: [
        ['She is married with a doctor.', 'She is married to a doctor.'],
        ['He got married with a nurse.', 'He got married to a nurse.'],
      ],
      right: ['He is married with two children.', 'She is married to a doctor.'],
    },
  },
  {
    id: 'marry-with',
    pattern:
      /\b((?:I|you|he|she|we|they)\s+(?:also\s+|finally\s+|later\s+|(?:will|would|can|could|want\s+to|wants\s+to|going\s+to)\s+)?marr(?:y|ies|ied))\s+with\b/gi,
    fix: (m) => m[1]!,
    en: 'You "marry" someone, with no preposition (or "get married to" someone).',
    zh: '及物动词（transitive verb）：marry 直接接人：I will marry her（我要娶她）；中文说“和她结婚”，但 marry 后面不加 with。',
    examples: {
      wrong: [
        ['I will marry with her.', 'I will marry her.'],
        ['He married with a nurse.', 'He married a nurse.'],
      ],
      right: ['I will marry her.', 'She got married to a doctor.'],
    },
  },
  // "I will contact with you" -> "contact you" ("in contact with" is the noun, and right).
  {
    id: 'contact-with',
    pattern:
      /\b((?:I|you|he|she|we|they|He|She|We|They|You|will|would|can|could|should|must|to|please|Please|never|also|not)\s+contact(?:s|ed|ing)?)\s+with\b(?=\s+(?:me|you|him|her|us|them)\b)/g,
    fix: (m) => m[1]!,
    en: 'The verb takes its object directly: "contact someone" (the noun is "in contact with").',
    zh: '及物动词（transitive verb）：contact 作动词时直接接人：I will contact you（我会联系你）；中文“和你联系”不要加 with，只有名词短语 in contact with 才用 with。',
    examples: {
      wrong: [
        ['I will contact with you.', 'I will contact you.'],
        ['Please contact with me tomorrow.', 'Please contact me tomorrow.'],
      ],
      right: ['I will contact you.', 'We are in contact with him.'],
    },
  },
  // "They can go to anywhere they want" -> "go anywhere": "anywhere", "everywhere" are adverbs, like "home"
  // (after a verb of going only: "a ticket to anywhere" is a noun's).
  {
    id: 'go-to-anywhere',
    pattern:
      /\b((?:go|goes|went|going|gone|come|comes|came|coming|travel|travels|traveled|travelled|traveling|travelling)\s+)to\s+(anywhere|everywhere|somewhere|nowhere)\b/gi,
    fix: (m) => `${m[1]}${m[2]}`,
    en: '"Anywhere", "everywhere" take no "to": "go anywhere".',
    zh: '语法（grammar）：anywhere、everywhere 是副词，本身就有“到……地方”的意思，像 home 一样前面不加 to：go anywhere（去任何地方）。',
    examples: {
      wrong: [
        ['They can go to anywhere they want.', 'They can go anywhere they want.'],
        ['We traveled to everywhere in China.', 'We traveled everywhere in China.'],
      ],
      right: ['They can go anywhere they want.', 'I bought a ticket to anywhere.'],
    },
  },
  // "They spend a lot of money for buying clothes" -> "on buying": money is spent on something.
  {
    id: 'spend-money-for',
    pattern:
      /\b((?:spend|spends|spent|spending)\s+(?:(?:a\s+lot\s+of|lots\s+of|much|so\s+much|too\s+much|all|most\s+of|some|their|his|her|my|our|your)\s+)?money\s+)for(?=\s+[a-z]+ing\b)/gi,
    fix: (m) => `${m[1]}on`,
    en: 'Money is spent "on" something: "spend money on buying clothes".',
    zh: '固定搭配（fixed phrase）：spend money on something（在……上花钱）用 on；中文“为买衣服花钱”容易让人想到 for。',
    examples: {
      wrong: [
        ['They spend a lot of money for buying clothes.', 'They spend a lot of money on buying clothes.'],
      ],
      right: ['They spend a lot of money on clothes.', 'I saved money for buying a car.'],
    },
  },
  // "Young people are always busy to work" -> "busy working": one is busy doing something (not "too busy to
  // find it", which is right, nor "very busy to find", which may mean "too busy").
  {
    id: 'busy-to-do',
    pattern: /(?<!\b(?:too|very|so)\s+)\b(busy)\s+to\s+([a-z]+)\b/gi,
    fix: (m) => (isVerb(m[2]!) ? `${m[1]} ${ingForm(m[2]!)}` : m[0]),
    en: 'One is busy doing something: "busy working".',
    zh: '非谓语动词（non-finite verb）：“忙着做某事”是 be busy doing：busy working（忙着工作）；busy to do 只出现在 too busy to do（太忙而不能做）里。',
    examples: {
      wrong: [['Young people are always busy to work.', 'Young people are always busy working.']],
      right: ['He is too busy to find it.', 'She is busy with her homework.'],
    },
  },
  // "They do not have enough time to relax themselves" -> "to relax": "relax" takes no object of oneself.
  {
    id: 'relax-myself',
    pattern:
      /\b(relax|relaxes|relaxed|relaxing)\s+(?:myself|yourself|himself|herself|ourselves|yourselves|themselves)\b/gi,
    fix: (m) => m[1]!,
    en: '"Relax" needs no "myself": "I want to relax".',
    zh: '不及物动词（intransitive verb）：relax 表示“放松”时不带反身代词：I want to relax（我想放松一下）；中文“放松自己”不要直译成 relax myself。',
    examples: {
      wrong: [
        ['I want to relax myself.', 'I want to relax.'],
        ['They do not have enough time to relax themselves.', 'They do not have enough time to relax.'],
      ],
      right: ['I want to relax.', 'Relax your shoulders.'],
    },
  },
  // "I am familiar about computers" -> "familiar with": one is familiar with something.
  {
    id: 'familiar-about',
    pattern: /\b(familiar)\s+(?:about|of)\b/gi,
    fix: (m) => `${m[1]} with`,
    en: 'One is "familiar with" something.',
    zh: '固定搭配（fixed phrase）：“熟悉某事物”是 be familiar with something：I am familiar with computers（我熟悉电脑），不用 about 或 of。',
    examples: {
      wrong: [
        ['I am familiar about computers.', 'I am familiar with computers.'],
        ['She is familiar of this city.', 'She is familiar with this city.'],
      ],
      right: ['I am familiar with computers.'],
    },
  },
  // "if you have any question", "Do you have any question?" -> "any questions": asked openly, more than one.
  {
    id: 'any-question',
    pattern:
      /(?<=\b(?:if\s+you\s+have|[Dd]o\s+you\s+have|if\s+there\s+are)\s+any\s+)(question|suggestion|comment)(?=\s*[.,!?]|\s*$)/g,
    fix: (m) => `${m[1]}s`,
    en: 'Asked openly, it is the plural: "if you have any questions".',
    zh: '单复数（number）：泛泛地问“有没有问题”时用复数：Do you have any questions?（你们有什么问题吗？）；中文“问题”不分单复数。',
    examples: {
      wrong: [
        ['Please call me if you have any question.', 'Please call me if you have any questions.'],
        ['Do you have any question?', 'Do you have any questions?'],
      ],
      right: ['If you have any questions, call me.', 'Do you have any question about this?'],
    },
  },
  // "go to abroad", "travel to the abroad" -> "go abroad": "abroad" is an adverb, like "home".
  {
    id: 'to-abroad',
    pattern: /\bto\s+(?:the\s+)?(abroad)\b/gi,
    fix: (m) => m[1]!,
    en: '"Abroad" takes no "to": "go abroad", "study abroad".',
    zh: '语法（grammar）：abroad 是副词，本身就是“到国外”，前面不加 to 或 the：go abroad（出国）、study abroad（留学）。',
    examples: {
      wrong: [
        ['I want to go to abroad.', 'I want to go abroad.'],
        ['They travel to the abroad every year.', 'They travel abroad every year.'],
      ],
      right: ['I want to study abroad.', 'He came back from abroad.'],
    },
  },
  // "My house is very near from school" -> "near school": "near" takes no "from" (不远 = "near", "close to").
  {
    id: 'near-from',
    pattern: /\b(near)\s+from\b(?!\s+(?:and|far)\b)/gi,
    fix: (m) => m[1]!,
    en: '"Near" takes no "from": "near the school".',
    zh: '介词（preposition）：near 本身就是“离……近”，后面直接接地点，不加 from：near the school（离学校近）；far 才说 far from。',
    examples: {
      wrong: [['My house is very near from school.', 'My house is very near school.']],
      right: ['My house is near the school.', 'My house is not far from school.'],
    },
  },
  // "According to my opinion" -> "In my opinion": an opinion is one's own, not a source one follows.
  // ("According to me" is left: JFLEG's editors kept it, six references of eight on the tune half.)
  {
    id: 'according-to-my-opinion',
    pattern: /\b([Aa])ccording\s+to\s+(my|his|her|our|their|your)\s+(opinion|point\s+of\s+view)\b/g,
    fix: (m) => `${m[1] === 'A' ? 'I' : 'i'}n ${m[2]} ${m[3]}`,
    en: 'It is "in my opinion" ("according to" names a source: "according to the report").',
    zh: '用词（word choice）：according to 用于引用别人或资料（according to the report 据报道）；说自己的看法用 in my opinion（我认为），中文“根据我的观点”不要直译。',
    examples: {
      wrong: [['According to my opinion, it is wrong.', 'In my opinion, it is wrong.']],
      right: ['According to the report, it is wrong.', 'In my opinion, it is wrong.'],
    },
  },
  // "He is senior than me", "This is superior than that" -> "senior to", "superior to": these Latin
  // comparatives take "to", not "than".
  {
    id: 'senior-than',
    pattern: /\b(senior|junior|superior|inferior)\s+than\b/gi,
    fix: (m) => `${m[1]} to`,
    en: '"Senior", "junior", "superior" and "inferior" compare with "to": "He is senior to me".',
    zh: '固定搭配（fixed phrase）：senior、junior、superior、inferior 来自拉丁语，本身已含比较意义，比较对象前用 to 不用 than：He is senior to me（他比我资历深）。',
    examples: {
      wrong: [
        ['He is senior than me.', 'He is senior to me.'],
        ['This phone is superior than that one.', 'This phone is superior to that one.'],
      ],
      right: ['He is older than me.', 'He is senior to me.'],
    },
  },
  // "He is as tall like his brother" -> "as tall as": "as … as" compares (not "as much like his father as").
  {
    id: 'as-tall-like',
    pattern:
      /\b(as\s+(?:tall|big|small|old|young|good|bad|fast|slow|beautiful|smart|clever|strong|rich|poor|high|long|short|important|hard|easy|difficult|expensive|cheap|heavy|busy|happy|popular|famous|interesting)\s+)like\b/gi,
    fix: (m) => `${m[1]}as`,
    en: 'A comparison with "as … as" ends in "as": "He is as tall as his brother".',
    zh: '句型（sentence pattern）：同级比较是 as … as：He is as tall as his brother（他和他哥哥一样高），第二个 as 不能换成 like。',
    examples: {
      wrong: [['He is as tall like his brother.', 'He is as tall as his brother.']],
      right: ['He is as tall as his brother.', 'He is as much like his father as his mother.'],
    },
  },
  // "My answer is the same with yours" -> "the same as": a comparison with "the same" takes "as" (not "It is
  // the same with me", the same situation).
  {
    id: 'same-with',
    pattern:
      /\b(the\s+same)\s+with(?=\s+(?:yours|mine|his|hers|ours|theirs|that\s+one|this\s+one|the\s+one|before|last\s+year)\b)/gi,
    fix: (m) => `${m[1]} as`,
    en: 'A comparison with "the same" takes "as": "the same as yours".',
    zh: '固定搭配（fixed phrase）：“和……一样”是 the same as：My answer is the same as yours（我的答案和你的一样）；中文“跟……一样”容易说成 same with。',
    examples: {
      wrong: [['My answer is the same with yours.', 'My answer is the same as yours.']],
      right: ['It is the same with me.', 'My answer is the same as yours.'],
    },
  },
];

/** Rows of PREPOSITION_PHRASES (learner-prepositions.ts), in the order they are tried. */
export const SET_PHRASES: PhraseTable = [...HALF_REMEMBERED_PHRASES, ...OBJECT_PHRASES, ...VERB_PHRASES];
