import { describedThingArticle } from '../learner-everyday-articles';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const describedThingArticleRule: WholeRule = {
  id: 'WordloomDescribedThingArticle',
  type: 'grammar',
  en: 'One idea takes "a": "a good".',
  zh: (o, s) =>
    `冠词（article）：“形容词 + 单数可数名词” 前要加 a/an（“这是个好主意” 是 It is a good idea），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['It is good idea to travel.', 'It is a good idea to travel.'],
      ['It was great experience for me.', 'It was a great experience for me.'],
      ['There is important reason for this.', 'There is an important reason for this.'],
      ['It is arisky plan.', 'It is a risky plan.'],
      ['I have question.', 'I have a question.'],
      ['Do you have question?', 'Do you have a question?'],
      ['I have big problem with my computer.', 'I have a big problem with my computer.'],
      ['There is book on the desk.', 'There is a book on the desk.'],
      ['She has cold.', 'She has a cold.'],
      ['I bought book yesterday.', 'I bought a book yesterday.'],
      ['I want to buy new phone.', 'I want to buy a new phone.'],
      ['I saw dog in the park.', 'I saw a dog in the park.'],
      ['I need pen.', 'I need a pen.'],
      ['She wrote letter to her friend.', 'She wrote a letter to her friend.'],
      ['She does not have job.', 'She does not have a job.'],
      ['It is not good idea.', 'It is not a good idea.'],
      ["That isn't easy task.", "That isn't an easy task."],
      ['They will have better chance to find a job.', 'They will have a better chance to find a job.'],
      ['I got good score at the exam.', 'I got a good score at the exam.'],
      ['I had opportunity to go abroad.', 'I had an opportunity to go abroad.'],
      ['My hometown is very beautiful place.', 'My hometown is a very beautiful place.'],
      ['Beijing is very big city.', 'Beijing is a very big city.'],
      ['It seems like good idea.', 'It seems like a good idea.'],
      ['It is important part of life.', 'It is an important part of life.'],
      ['It will be good idea.', 'It will be a good idea.'],
      ['There will be big problem.', 'There will be a big problem.'],
    ],
    right: [
      'It is a good idea to travel.',
      'It was a great experience for me.',
      'There is an important reason for this.',
      'It is a risky plan.',
      'I have a question.',
    ],
  },
  lints: describedThingArticle,
};
