import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewCard } from '@contract';
import { registerUser, type RegisteredUser } from '../test/accounts';
import { generationJson } from '../test/ai-provider';
import { createAiTestApp, createGeneration, type AiTestApp } from '../test/generations';
import { TEST_DATABASES } from '../test/app';
import { addWord, getJson } from '../test/words';

describe.each(TEST_DATABASES)('the cloze of a review card (%s)', (database) => {
  let ai: AiTestApp;
  beforeAll(async () => {
    ai = await createAiTestApp(database);
  });
  afterAll(() => ai.close());

  const cards = async (user: RegisteredUser) =>
    (await getJson(ai.t, user.token, '/api/review/queue')).body.cards as ReviewCard[];
  const cardOf = async (user: RegisteredUser, word: string) =>
    (await cards(user)).find((card) => card.word.word === word);
  const generate = async (user: RegisteredUser, wordIds: string[], sentence: string, isPublic: boolean) => {
    ai.provider.enqueue({ content: generationJson({ sentence, translation: `译文：${sentence}` }) });
    return createGeneration(ai.t, user.token, wordIds, { isPublic });
  };

  it('blanks the inflected form the sentence used, with the translation', async () => {
    const alice = await registerUser(ai.t);
    const run = await addWord(ai.t, alice.token, 'run');
    const harbor = await addWord(ai.t, alice.token, 'harbor');
    const sentence = 'The old ship ran into the harbors at dawn.';
    const generation = await generate(alice, [run.id, harbor.id], sentence, false);
    expect((await cardOf(alice, 'run'))?.cloze).toEqual({
      text: 'The old ship ____ into the harbors at dawn.',
      answer: 'ran',
      translation: `译文：${sentence}`,
      generationId: generation.id,
      sentence,
      source: 'own',
    });
    expect((await cardOf(alice, 'harbor'))?.cloze).toMatchObject({
      text: 'The old ship ran into the ____ at dawn.',
      answer: 'harbors',
    });
  });

  it('takes the learner’s own sentence before a public one, and never another learner’s private one', async () => {
    const bob = await registerUser(ai.t);
    const carol = await registerUser(ai.t);
    const dave = await registerUser(ai.t);
    const bobsRun = await addWord(ai.t, bob.token, 'run');
    const publicOne = await generate(bob, [bobsRun.id], 'Bob runs to the station every morning.', true);
    const carolsRun = await addWord(ai.t, carol.token, 'run');
    const carolsOwn = await generate(carol, [carolsRun.id], 'Carol was running late.', false);
    await addWord(ai.t, dave.token, 'run');

    expect((await cardOf(carol, 'run'))?.cloze).toMatchObject({
      source: 'own',
      generationId: carolsOwn.id,
      text: 'Carol was ____ late.',
      answer: 'running',
    });
    // Dave has no sentence of his own: a public one (Bob's, or Alice's had it been public).
    const davesCloze = (await cardOf(dave, 'run'))?.cloze;
    expect(davesCloze?.generationId).toBe(publicOne.id);
    expect(davesCloze?.source).toBe('community');
    expect(davesCloze?.text).toBe('Bob ____ to the station every morning.');
    expect(davesCloze?.generationId).not.toBe(carolsOwn.id);

    // Bob makes his sentence private: Dave's queue, read a moment ago and cached, never shows it again.
    const privacy = await ai.t.inject({
      method: 'PUT',
      url: `/api/generations/${publicOne.id}/privacy`,
      headers: { authorization: `Bearer ${bob.token}` },
      payload: { isPublic: false },
    });
    expect(privacy.statusCode).toBe(200);
    expect((await cardOf(dave, 'run'))?.cloze?.generationId).not.toBe(publicOne.id);
  });

  it('takes the sentence the word was saved with first, when it uses a form of the word', async () => {
    const frank = await registerUser(ai.t);
    const run = await addWord(ai.t, frank.token, 'run');
    const leaf = await addWord(ai.t, frank.token, 'leaf');
    await generate(frank, [run.id, leaf.id], 'The leaves ran along the road in the wind.', false);
    await saveContext(run.id, 'She was running for the last bus of the night.');
    // A sentence that does not use the word is passed over: the next source has one.
    await saveContext(leaf.id, 'Nothing in this sentence is about trees.');
    await ai.t.forgetReads();
    expect((await cardOf(frank, 'run'))?.cloze).toEqual({
      text: 'She was ____ for the last bus of the night.',
      answer: 'running',
      translation: null,
      generationId: null,
      sentence: 'She was running for the last bus of the night.',
      source: 'context',
    });
    expect((await cardOf(frank, 'leaf'))?.cloze).toMatchObject({ source: 'own', answer: 'leaves' });
  });

  it('without any generation, is the dictionary’s example of the card’s part of speech', async () => {
    const gina = await registerUser(ai.t);
    await addWord(ai.t, gina.token, 'abandon');
    await addWord(ai.t, gina.token, { word: 'run', partOfSpeech: 'noun' });
    expect((await cardOf(gina, 'abandon'))?.cloze).toEqual({
      text: 'We ____ the old car in the empty parking lot.',
      answer: 'abandoned',
      translation: null,
      generationId: null,
      sentence: 'We abandoned the old car in the empty parking lot.',
      source: 'dictionary',
    });
    expect((await cardOf(gina, 'run'))?.cloze).toMatchObject({ source: 'dictionary', answer: 'runs' });
  });

  it('without a generation or a dictionary example, is the AI pool’s sentence when it uses the word', async () => {
    const hank = await registerUser(ai.t);
    await addWord(ai.t, hank.token, 'diary');
    await addWord(ai.t, hank.token, 'dairy');
    expect((await cardOf(hank, 'diary'))?.cloze).toBeNull();
    await ai.t.database.db
      .insertInto('ai_sentences')
      .values([
        pooled('diary', 'She wrote in her diary every night before bed.'),
        pooled('dairy', 'A sentence about something else entirely.'),
      ])
      .execute();
    await ai.t.forgetReads();
    expect((await cardOf(hank, 'diary'))?.cloze).toEqual({
      text: 'She wrote in her ____ every night before bed.',
      answer: 'diary',
      translation: '译文',
      generationId: null,
      sentence: 'She wrote in her diary every night before bed.',
      source: 'ai',
    });
    expect((await cardOf(hank, 'dairy'))?.cloze).toBeNull();
  });

  it('is null when no source has a sentence using the word; the card still has the dictionary’s meaning', async () => {
    const erin = await registerUser(ai.t);
    await addWord(ai.t, erin.token, 'weird');
    const card = await cardOf(erin, 'weird');
    expect(card?.cloze).toBeNull();
    expect(card?.word.definition).toBeTruthy();
    expect(card?.word.translation).toBeTruthy();
  });

  async function saveContext(wordId: string, sentence: string) {
    await ai.t.database.db
      .updateTable('words')
      .set({ context_sentence: sentence, context_source: 'a novel' })
      .where('id', '=', wordId)
      .execute();
  }

  function pooled(wordKey: string, sentence: string) {
    return {
      word_key: wordKey,
      sentence,
      translation: '译文',
      model: 'scripted-model',
      created_at: ai.t.now().toISOString(),
    };
  }
});
