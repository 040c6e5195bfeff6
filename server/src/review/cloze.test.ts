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
      generationId: carolsOwn.id,
      text: 'Carol was ____ late.',
      answer: 'running',
    });
    // Dave has no sentence of his own: a public one (Bob's, or Alice's had it been public).
    const davesCloze = (await cardOf(dave, 'run'))?.cloze;
    expect(davesCloze?.generationId).toBe(publicOne.id);
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

  it('is null when no sentence used the word; the card still has the dictionary’s meaning', async () => {
    const erin = await registerUser(ai.t);
    await addWord(ai.t, erin.token, 'weird');
    const card = await cardOf(erin, 'weird');
    expect(card?.cloze).toBeNull();
    expect(card?.word.definition).toBeTruthy();
    expect(card?.word.translation).toBeTruthy();
  });
});
