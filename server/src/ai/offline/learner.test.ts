import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineChecker } from './index';

/*
 * The regression set of issue 13: correct sentences with the constructions learners use come back unchanged
 * and correct, and the errors learners make come back with the right fix, in both English varieties.
 */

const checker = createOfflineChecker();
afterAll(() => checker.close());

const CORRECT = [
  'However hard I try, I cannot finish it.',
  'Besides the park, there is a lake.',
  'The peoples of Asia speak many languages.',
  'It is sunny and warm today, and the wind is light.',
  'What a beautiful day it is!',
  'Have a nice weekend.',
  'When I was young, I lived in Beijing.',
  'I have gone to Beijing twice.',
  'I went to school yesterday.',
  'She can sing very well.',
  'I agree with you.',
  'There are many books on the desk.',
  'The information is useful.',
  'I saw three mice in the kitchen.',
  'The children are playing outside.',
  'He bought a new car last week.',
  'I want to go there.',
  'Also, the park is big.',
  'Thus far we have seen nothing.',
  'Hence the name of the town.',
  'Many people came to the party.',
  'I have several good reasons.',
  'We took two school buses.',
  'This news is good.',
  'This means a lot to me.',
  'We made it do the work.',
  'Does he have a car?',
  'There is an alternative to prescribed burning.',
  'The things I learned will help me.',
  'They are considerably less likely to come.',
  'Each student has a book.',
  'The can holds water.',
  'Second place went to my friend.',
  'Wait for me...',
  'The results are the same.',
  'We spent a lot of time there.',
  'The whole lot of them came.',
  'Most of the people stayed, and most of us left.',
  'If you work more then you will earn more.',
  'In Japan they have interesting temples.',
  'iPhone sales are up this year.',
  'eBay sells many things.',
  'He drives a sports car.',
  'It is a means to an end.',
  'She has a savings account.',
  'This is a series of books.',
  'For this reason, we stayed home.',
  'He has a strong will to win.',
  'We made it to the final.',
  'Let them into the house.',
  'You can go to school now.',
  'He almost kills himself working.',
  'Almost all people agree.',
  'If it gets bigger then it will not fit.',
  'I told you you were right.',
  'There is a book on their desk.',
  'Does everyone have a car?',
  'Let everyone have a say.',
  'A people is a nation with a shared history.',
  'There have been many people here.',
  'It is interesting in many ways.',
  'World leaders met in Paris.',
  'He is interested in world affairs.',
  'Although it was late, we went out.',
  'Because I was tired, I slept early.',
  'I like it very much.',
  'He is one of the best players.',
  'In the morning the sun rises.',
  'In addition to the park, there is a lake.',
  'As a result of the rain, we stayed home.',
  'In order to understand the problem we must read more.',
  'Go to an information desk.',
  'It is a piece of advice.',
  'I do sports every day.',
  "They didn't need it.",
  'Keep in mind to bring your passport.',
  'It is common practice to ask first.',
  'I look forward to the weekend.',
  'He explained it to me.',
  "I'll explain them to you later.",
  'Please explain her decision.',
  "Cows don't need much water.",
  "The farmer doesn't feed them.",
  'No one came to the party.',
  'Well water is clean here.',
  'This is useful to me.',
  'I will be able to go.',
  'In the same time period, prices rose.',
  'We had to wait them out.',
  'Go to home page settings.',
  'Listen carefully to me.',
  'He said it was late.',
  'It was mentioned on TV yesterday.',
  'What was mentioned about the plan is true.',
  'We did it in the same time it took them.',
  'I have another two days off.',
  'He is one of the students who are good.',
  'We met a family who are very kind.',
  'She has a good knowledge of math.',
  'We wrote a research paper.',
  'I read a news report today.',
  'It costs much money.',
  'They have less time.',
  'It can be used for cooking.',
  'I will always remember it.',
  'I can only imagine it.',
  'His will left everything to her.',
  'She came home and ran to her room.',
  'He is one of the family.',
  'One of my school friends came.',
  "One of my friend's books is here.",
  'Each of the students has a book.',
  'The number of people is growing.',
  // Edited prose (eval/correct-prose, tune half) that Harper or a learner rule used to change.
  'We will do everything we can to help them.',
  'Do what you can to raise their wages.',
  "It's time to act.",
  "It's what helped us.",
  'I say to you tonight that we are strong.',
  'Every one of us must help.',
  'This is an historic first.',
  'We say no to crime.',
  'They thanked the leaders, all of whom were there.',
  'It rewards welfare over work.',
  'The agenda I will lay out tonight is simple.',
  'Too few can afford it.',
  'One year does not make a trend, but this does.',
  'We ended a decades-long war.',
  'It is a major research and development program.',
  'He has the full force and might of the law.',
  'The industry was one of the hardest hit.',
  'Then our nation was gripped by fear.',
  'Also with us tonight are two heroes.',
  'With the progress we have made over the past three years, we can do more.',
  'For while the people differ, they agree on this.',
  'Our power and will to defend our people never fail.',
  'They are working out there today.',
  'On day one of my presidency, I kept my promise.',
  'Abstinence for young people is the only certain way.',
  'What frustrates the American people is waiting.',
  'He shook hands afterwards.',
  'Life will return to normal.',
  'We will never surrender to evil.',
  'Senator Walter Capps spoke first.',
  'Never has an issue been more demagogued by its opponents.',
  'We are not interested in refighting old battles.',
  'Cole was an Al Qaida chief.',
  'She wore a sticker that read "I voted."',
  'For every one new rule, two old rules must go.',
  'We passed two tax cuts.',
  'Two in three job openings need training.',
  "You're patriots who love this country.",
  'It is a moment we must seize to change our culture.',
  'We want to reduce turnover.',
  'On it are each of their names.',
  'They serve the Indo-Pacific region.',
  'Then we went home.',
  'We say to you and your families that we are grateful.',
  'The World Wide Web changed everything.',
  'We are tracking Al Qaida around the world.',
  'Dick Riley visited Illinois.',
  'We work for peace in Burma.',
];

const BRITISH = [
  'My favourite colour is blue.',
  'We need to organise a party.',
  'The centre of the town is busy.',
];

const ERRORS: [wrong: string, right: string][] = [
  ['I have went to Beijing twice.', 'I have gone to Beijing twice.'],
  ['I goed to school yesterday.', 'I went to school yesterday.'],
  ['I have goed there before.', 'I have gone there before.'],
  ['He buyed a new car.', 'He bought a new car.'],
  ['I want to go to there.', 'I want to go there.'],
  ['I saw three mouses in the kitchen.', 'I saw three mice in the kitchen.'],
  ['The childs are playing.', 'The children are playing.'],
  ['She can sings very well.', 'She can sing very well.'],
  // A past that is no participle after a modal or "didn't": "went", "began", "came".
  ['He can went home early.', 'He can go home early.'],
  ['They could even began to understand it.', 'They could even begin to understand it.'],
  ['She will not came tomorrow.', 'She will not come tomorrow.'],
  ["I can't went there alone.", "I can't go there alone."],
  ["He doesn't knew the answer.", "He doesn't know the answer."],
  ['He comed home late.', 'He came home late.'],
  // A noun counted by the phrase before it is plural.
  ['He is one of my friend.', 'He is one of my friends.'],
  ['Each of the student has a book.', 'Each of the students has a book.'],
  ['Many of my classmate live in Beijing.', 'Many of my classmates live in Beijing.'],
  ['The number of car is growing.', 'The number of cars is growing.'],
  ['There are two kind of studies.', 'There are two kinds of studies.'],
  ['It is not going to affect them to much.', 'It is not going to affect them too much.'],
  ['I want too go home.', 'I want to go home.'],
  ['I stayed there for while.', 'I stayed there for a while.'],
  // Two words run together that make a phrase ECDICT has.
  ['We help eachother every day.', 'We help each other every day.'],
  ['It costs atleast ten dollars.', 'It costs at least ten dollars.'],
  ['She has becomed a doctor.', 'She has become a doctor.'],
  ['I am agree with you.', 'I agree with you.'],
  ['There is many books on the desk.', 'There are many books on the desk.'],
  ['The informations are useful.', 'The information is useful.'],
  ['i like apples.', 'I like apples.'],
  ['Also the park is big.', 'Also, the park is big.'],
  ['Therefore people will be able to live there.', 'Therefore, people will be able to live there.'],
  ['In this case a guide can help.', 'In this case, a guide can help.'],
  ['There are several reason.', 'There are several reasons.'],
  ['I work for many company.', 'I work for many companies.'],
  ['We need all this cars.', 'We need all these cars.'],
  ['In addition it have a big garden.', 'In addition, it has a big garden.'],
  ['My brother is tall, but he have no car.', 'My brother is tall, but he has no car.'],
  ['We have to reduced the cost.', 'We have to reduce the cost.'],
  ['I want sell my car.', 'I want to sell my car.'],
  ['It takes very less time.', 'It takes a lot less time.'],
  ['The scraping will causes heat.', 'The scraping will cause heat.'],
  ['I want to learn every details.', 'I want to learn every detail.'],
  ['The police can catch them..', 'The police can catch them.'],
  ['Then when we arrived we ate.', 'Then, when we arrived we ate.'],
  ['We talk about our familys.', 'We talk about our families.'],
  ['The results are same.', 'The results are the same.'],
  ['I spent lot of time on it.', 'I spent a lot of time on it.'],
  ['Most of people like music.', 'Most people like music.'],
  ['He is taller then me.', 'He is taller than me.'],
  ['he has a lot of money.', 'He has a lot of money.'],
  ['is it right?', 'Is it right?'],
  // Harper's fix of the first word keeps it, and gets the capital.
  ['dont do that again.', "Don't do that again."],
  ['a apple a day keeps the doctor away.', 'An apple a day keeps the doctor away.'],
  ['therefore I bought a car.', 'Therefore, I bought a car.'],
  ['They make a products and sell it.', 'They make a product and sell it.'],
  ['Everyone in my family has a cars.', 'Everyone in my family has a car.'],
  ['I need an apples.', 'I need an apple.'],
  ['For this reason we stayed home.', 'For this reason, we stayed home.'],
  ["They know what they can't to do.", "They know what they can't do."],
  ['Those who will not to study never learn.', 'Those who will not study never learn.'],
  ['It makes them to be more positive.', 'It makes them be more positive.'],
  ['It is serious but almost people do not know it.', 'It is serious but most people do not know it.'],
  ['If you are taller then me, you can reach it.', 'If you are taller than me, you can reach it.'],
  ['If they fire you you will lose your job.', 'If they fire you, you will lose your job.'],
  ['Many times ther is no way back.', 'Many times there is no way back.'],
  ['They love ther children.', 'They love their children.'],
  ['Everyone have a car.', 'Everyone has a car.'],
  ['Everybody are happy today.', 'Everybody is happy today.'],
  ['The people is kind.', 'The people are kind.'],
  ['It is one of most important things.', 'It is one of the most important things.'],
  ['It was first time I saw it.', 'It was the first time I saw it.'],
  ['People from all over world come here.', 'People from all over the world come here.'],
  ['In the other hand, it is cheap.', 'On the other hand, it is cheap.'],
  ['It depends of the weather.', 'It depends on the weather.'],
  ['She is married with a doctor.', 'She is married to a doctor.'],
  ['I will return back soon.', 'I will return soon.'],
  ['I am interesting in music.', 'I am interested in music.'],
  ['I very like this book.', 'I really like this book.'],
  ['There have many people in the park.', 'There are many people in the park.'],
  ['Although it was late, but we went out.', 'Although it was late, we went out.'],
  ['Because I was tired, so I slept early.', 'Because I was tired, I slept early.'],
  ['In a market economy the price must reflect costs.', 'In a market economy, the price must reflect costs.'],
  [
    'During the long summer holiday we went to the beach.',
    'During the long summer holiday, we went to the beach.',
  ],
  ['We share a information and ask questions.', 'We share information and ask questions.'],
  ['He gave me a useful advice.', 'He gave me useful advice.'],
  ['I have many homeworks.', 'I have a lot of homework.'],
  ['Many informations are useful.', 'A lot of information is useful.'],
  ['The homeworks are hard.', 'The homework is hard.'],
  ["She doesn't likes it.", "She doesn't like it."],
  ["I didn't wanted to go.", "I didn't want to go."],
  ['I enjoy to swim in the sea.', 'I enjoy swimming in the sea.'],
  ['I look forward to see you.', 'I look forward to seeing you.'],
  ['He explained me the rule.', 'He explained to me the rule.'],
  ["No I don't agree with you.", "No, I don't agree with you."],
  ['Personally I prefer tea.', 'Personally, I prefer tea.'],
  ['We will able to go there.', 'We will be able to go there.'],
  ['I can able to swim.', 'I can swim.'],
  ['It was very easy to me to understand why.', 'It was very easy for me to understand why.'],
  ['He said me that he was busy.', 'He told me that he was busy.'],
  ['We arrived in the same time.', 'We arrived at the same time.'],
  ['I like to listen music.', 'I like to listen to music.'],
  ['Please wait me here.', 'Please wait for me here.'],
  ['I want to go to home.', 'I want to go home.'],
  ['She mentioned about the plan.', 'She mentioned the plan.'],
  ['In nowadays, people are busy.', 'Nowadays, people are busy.'],
  ['The most of people agree.', 'Most people agree.'],
  ['It makes problems for another people.', 'It makes problems for other people.'],
  ['We need a person who are capable of it.', 'We need a person who is capable of it.'],
  ['It is a good news.', 'It is good news.'],
  ['We did a research on it.', 'We did research on it.'],
  ['There are much people here.', 'There are many people here.'],
  // The learner rules look again once the spelling is fixed (second-pass.ts).
  ['They did not developped it.', 'They did not develop it.'],
  ['I want to make every one to understand.', 'I want to make everyone understand.'],
  // A misspelled opener gets its comma too.
  ['Furethermore the professor denies it.', 'Furthermore, the professor denies it.'],
  ['Infact we need more time.', 'In fact, we need more time.'],
  // More than 40 words: Harper's LongSentences lint used to hide every other lint in the sentence.
  [
    'It is true that many people in our city preffer to buy the cheaper product, but when the big companies that already have the certificate begin to sell in the market, most people will still want to buy their goods because the difference in price is small.',
    'It is true that many people in our city prefer to buy the cheaper product, but when the big companies that already have the certificate begin to sell in the market, most people will still want to buy their goods because the difference in price is small.',
  ],
];

describe.each(['american', 'british'] as const)('the offline checker for %s English', (englishVariety) => {
  const check = (sentence: string) => checker.check(sentence, { grammarLanguage: 'english', englishVariety });

  it('leaves correct sentences unchanged and calls them correct', { timeout: 60_000 }, async () => {
    for (const sentence of CORRECT) {
      const result = await check(sentence);
      expect({ sentence, corrected: result.correctedSentence, issues: result.issues }).toEqual({
        sentence,
        corrected: sentence,
        issues: [],
      });
      expect(result.isCorrect).toBe(true);
    }
  });

  it('fixes the errors learners make, and every issue changes something', async () => {
    for (const [wrong, right] of ERRORS) {
      const result = await check(wrong);
      expect({ wrong, corrected: result.correctedSentence }).toEqual({ wrong, corrected: right });
      expect(result.isCorrect).toBe(false);
      for (const issue of result.issues) expect(issue.suggestion).not.toBe(issue.original);
    }
  });

  it('carries a fix found after the spelling fix back into the fix of that word', async () => {
    const { issues } = await check('They did not developped it.');
    expect(issues).toMatchObject([{ original: 'developped', suggestion: 'develop', start: 13, end: 23 }]);
  });

  it('files capitalising "i" under spelling, not punctuation', async () => {
    const [issue] = (await check('i like apples.')).issues;
    expect(issue).toMatchObject({ original: 'i', suggestion: 'I', type: 'spelling' });
  });
});

describe('British spelling', () => {
  it('passes for a British learner and for an American one', async () => {
    for (const englishVariety of ['british', 'american'] as const) {
      for (const sentence of BRITISH) {
        const result = await checker.check(sentence, { grammarLanguage: 'english', englishVariety });
        expect({ englishVariety, sentence, issues: result.issues }).toEqual({
          englishVariety,
          sentence,
          issues: [],
        });
      }
    }
  });
});
