/*
 * Why, in Chinese, for the phrase-table entries learners meet most, keyed by the entry's English message
 * (the tables carry English only). "固定搭配：“borrow” 应改为 “lend”" only repeated the correction shown
 * above it, and borrow/lend is no fixed phrase. Other entries point to the English reason that follows.
 */
export const ZH_BY_PHRASE: Record<string, string> = {
  'You "borrow" something from someone, and "lend" it to them: "lend me your pen".':
    '用词（word choice）：borrow 是“借入”，从别人那里借（borrow a pen from him）；lend 是“借出”，把东西借给别人（lend me your pen）。请别人借东西给你，要用 lend。',
  'A thing "costs" someone money ("It cost me 50 yuan"); a person "spends" it ("I spent 50 yuan on it").':
    '用词（word choice）：东西“花了”某人多少钱，主语是东西，用 cost（It cost me 50 yuan）；spend 的主语是人（I spent 50 yuan on it）。',
  'Time "takes" someone ("It took me two hours"); a person "spends" it ("I spent two hours on it").':
    '用词（word choice）：用 it 说“做某事花了某人多少时间”要用 take（It took me two hours）；spend 的主语是人（I spent two hours on it）。',
  '"Discuss" takes what is talked about as its object: "discuss this with my teacher".':
    '及物动词（transitive verb）：discuss 本身就是“讨论……”，讨论的内容直接放在后面作宾语，不加 about（discuss this with my teacher）。',
  'One reaches a place, with no "to" or "at" ("reach the station"); "arrive" takes "at" or "in".':
    '及物动词（transitive verb）：reach 表示“到达”时直接接地点，不加 to 或 at（reach the station）；arrive 后面才要加 at 或 in。',
  'One reaches a place, with no "to" or "at": "We reached Beijing".':
    '及物动词（transitive verb）：reach 表示“到达”时直接接地点，不加 to 或 at（We reached Beijing）。',
  'You "listen to" something.':
    '固定搭配（fixed phrase）：listen 是不及物动词，后面接要听的内容时要加 to（listen to music）。',
  'It is "married to" someone.':
    '固定搭配（fixed phrase）：“和某人结婚”说 be married to someone，不用 with（She is married to a doctor）。',
  'A city or a country takes "in": "arrived in Beijing" ("at" a building or a stop: "at Beijing Airport").':
    '介词（preposition）：arrive 后面接城市、国家这样的大地方用 in（arrived in Beijing），接车站、机场、建筑这样的具体地点用 at（arrived at Beijing Airport）。',
  'A building or a stop takes "at": "We arrived at the airport" (a city takes "in").':
    '介词（preposition）：arrive 后面接车站、机场、建筑这样的具体地点用 at（arrived at the airport），接城市、国家才用 in。',
  'A light or a machine is turned off ("turn off the light"); "close" is for doors and windows.':
    '用词（word choice）：关灯、关电器用 turn off（turn off the light）；close 只用于门、窗这类能开合的东西。',
  'A light or a machine is turned on ("turn on the computer"); "open" is for doors, windows and files.':
    '用词（word choice）：开灯、开电器用 turn on（turn on the computer）；open 用于门、窗、文件这类能打开的东西。',
  'Books and newspapers are read ("read a book", 看书); films and TV are watched.':
    '用词（word choice）：中文说“看书、看报”，英语要用 read（read a book）；watch 用于看电影、看电视、看比赛。',
  'The weekend takes "on": "I\'ll see you on the weekend".':
    '介词（preposition）：美式英语说 on the weekend（在周末），不说 in the weekend。',
  'The weekend takes "at": "I\'ll see you at the weekend".':
    '介词（preposition）：英式英语说 at the weekend（在周末），不说 in the weekend。',
};
