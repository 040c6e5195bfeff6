import { createEmptyCard, Rating, type Card, type Grade } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckIssue,
  Drill,
  DrillAnswerResponse,
  DrillsResponse,
  Mistake,
  MistakeStats,
} from '@contract';
import { bearer, registerUser, signInAgain, type RegisteredUser } from '../test/accounts';
import { checkJson } from '../test/ai-provider';
import { createAiTestApp, createCheck, type AiTestApp } from '../test/generations';
import { TEST_DATABASES } from '../test/app';
import { getJson } from '../test/words';
import { reviewMinute, scheduler } from '../review';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/* An issue at `original`'s first place in `sentence`. */
const issue = (
  sentence: string,
  original: string,
  suggestion: string,
  type: CheckIssue['type'] = 'grammar',
) => {
  const start = sentence.indexOf(original);
  return {
    type,
    original,
    suggestion,
    explanation: `${original} → ${suggestion}`,
    start,
    end: start + original.length,
  };
};

describe.each(TEST_DATABASES)('mistake drills (%s)', (database) => {
  let ai: AiTestApp;
  beforeAll(async () => {
    ai = await createAiTestApp(database);
  });
  afterAll(() => ai.close());

  const check = async (
    user: RegisteredUser,
    sentence: string,
    correctedSentence: string,
    issues: CheckIssue[],
  ) => {
    ai.provider.enqueue({
      content: checkJson({ correctedSentence, isCorrect: issues.length === 0, issues }),
    });
    return createCheck(ai.t, user.token, sentence);
  };
  const drills = async (user: RegisteredUser, query = '?limit=50') => {
    const { status, body } = await getJson(ai.t, user.token, `/api/mistakes/drills${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as DrillsResponse;
  };
  const answer = async (user: RegisteredUser, drill: Pick<Drill, 'id'>, text: string) => {
    const response = await ai.t.inject({
      method: 'POST',
      url: `/api/mistakes/drills/${drill.id}`,
      payload: { answer: text },
      headers: bearer(user.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DrillAnswerResponse>();
  };
  const stats = async (user: RegisteredUser) =>
    (await getJson(ai.t, user.token, '/api/mistakes/stats')).body.stats as MistakeStats;
  const mistakes = async (user: RegisteredUser) =>
    (await getJson(ai.t, user.token, '/api/mistakes')).body.mistakes as Mistake[];
  /* Time passes; sessions are renewed so long gaps do not sign the learner out. */
  const later = async (user: RegisteredUser, ms: number) => {
    ai.t.advanceTime(ms);
    await signInAgain(ai.t, user);
  };

  it('makes one drill of mistakes with the same original → suggestion, the fix blanked, never the answer', async () => {
    const user = await registerUser(ai.t);
    await check(user, 'She go to scool.', 'She goes to school.', [
      issue('She go to scool.', 'go', 'goes'),
      issue('She go to scool.', 'scool', 'school', 'spelling'),
    ]);
    await check(user, 'He go home.', 'He goes home.', [issue('He go home.', 'go', 'Goes ')]);
    // Linked as the check is saved, not later.
    const links = await ai.t.database.db
      .selectFrom('mistakes')
      .select('drill_id')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(links.map((link) => link.drill_id)).toEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
    expect(new Set(links.map((link) => link.drill_id)).size).toBe(2);

    const { drills: made, dueCount, newCount } = await drills(user);
    expect({ dueCount, newCount }).toEqual({ dueCount: 0, newCount: 2 });
    const go = made.find((drill) => drill.prompt.original === 'go');
    expect(go).toMatchObject({
      type: 'grammar',
      prompt: { text: 'She ____ to school.', original: 'go', explanation: 'go → goes' },
      state: 'new',
      reps: 0,
      mistakeCount: 2,
      mastered: false,
    });
    expect(made.find((drill) => drill.prompt.original === 'scool')?.prompt.text).toBe('She goes to ____.');
    // The expected words are not sent before the learner answers.
    expect(Object.keys(go!).sort()).toEqual(Object.keys(made[0]!).sort());
    expect(Object.keys(go!)).not.toContain('suggestion');
    expect(Object.keys(go!.prompt).sort()).toEqual(['explanation', 'original', 'text']);
  });

  it('counts only the mistakes still there: a deleted check lowers the count, and a drill of none leaves', async () => {
    const user = await registerUser(ai.t);
    await check(user, 'I has it.', 'I have it.', [issue('I has it.', 'has', 'have')]);
    const gone = await check(user, 'You has it.', 'You have it.', [issue('You has it.', 'has', 'have')]);
    expect((await drills(user)).drills.map((drill) => drill.mistakeCount)).toEqual([2]);
    await ai.t.inject({ method: 'DELETE', url: `/api/checks/${gone.id}`, headers: bearer(user.token) });
    expect((await drills(user)).drills.map((drill) => drill.mistakeCount)).toEqual([1]);
    await ai.t.inject({ method: 'DELETE', url: '/api/checks/all', headers: bearer(user.token) });
    expect((await drills(user)).drills).toEqual([]);
  });

  it('keeps each drill’s count in its row: a shared mistake adds one, a deleted check takes its own away', async () => {
    const user = await registerUser(ai.t);
    const { db } = ai.t.database;
    const stored = async () =>
      db
        .selectFrom('drills')
        .select(['original_key', 'mistake_count'])
        .where('user_id', '=', user.user.id)
        .orderBy('original_key')
        .execute();
    const first = await check(user, 'I has it.', 'I have it.', [issue('I has it.', 'has', 'have')]);
    await check(user, 'She go.', 'She goes.', [issue('She go.', 'go', 'goes')]);
    const twice = 'It has and has.';
    const second = await check(user, twice, 'It have and have.', [
      { ...issue(twice, 'has', 'have'), start: 3, end: 6 },
      { ...issue(twice, 'has', 'have'), start: 11, end: 14 },
    ]);
    expect(await stored()).toEqual([
      { original_key: 'go', mistake_count: 1 },
      { original_key: 'has', mistake_count: 3 },
    ]);
    const counts = async () =>
      Object.fromEntries(
        (await drills(user)).drills.map((drill) => [drill.prompt.original, drill.mistakeCount]),
      );
    expect(await counts()).toEqual({ go: 1, has: 3 });

    await ai.t.inject({ method: 'DELETE', url: `/api/checks/${second.id}`, headers: bearer(user.token) });
    expect(await stored()).toEqual([
      { original_key: 'go', mistake_count: 1 },
      { original_key: 'has', mistake_count: 1 },
    ]);
    // The last check of a drill goes: so does the drill, made of the learner's own sentence.
    await ai.t.inject({ method: 'DELETE', url: `/api/checks/${first.id}`, headers: bearer(user.token) });
    expect(await stored()).toEqual([{ original_key: 'go', mistake_count: 1 }]);
    expect(await counts()).toEqual({ go: 1 });

    // The same mistake made again starts a new drill.
    await check(user, 'We has it.', 'We have it.', [issue('We has it.', 'has', 'have')]);
    expect(await counts()).toEqual({ go: 1, has: 1 });
    const remade = (await drills(user)).drills.find((drill) => drill.prompt.original === 'has');
    expect(remade).toMatchObject({ state: 'new', reps: 0, prompt: { text: 'We ____ it.' } });

    // Deleting all the learner's content leaves no drill behind.
    const wiped = await ai.t.inject({ method: 'DELETE', url: '/api/content', headers: bearer(user.token) });
    expect(wiped.statusCode, wiped.body).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['  GOES ', 'goes', true],
    ['goes', 'goes', true],
    ['go es', 'goes', false],
    ['go', 'goes', false],
    ['has   Been', 'has been', true],
    ['hasbeen', 'has been', false],
  ])('compares %j with %j after trimming, case-folding and collapsing spaces', async (text, fix, right) => {
    const user = await registerUser(ai.t);
    const sentence = 'It go well.';
    await check(user, sentence, `It ${fix} well.`, [issue(sentence, 'go', fix)]);
    const [drill] = (await drills(user)).drills;
    const answered = await answer(user, drill!, text);
    expect(answered.correct).toBe(right);
    expect(answered.expected).toBe(fix);
  });

  it('schedules with FSRS: a right answer is good, a wrong one again, and the first answer starts the drill', async () => {
    const user = await registerUser(ai.t);
    await check(user, 'I has it.', 'I have it.', [issue('I has it.', 'has', 'have')]);
    await check(user, 'She go.', 'She goes.', [issue('She go.', 'go', 'goes')]);
    const made = (await drills(user)).drills;
    const first = made.find((drill) => drill.prompt.original === 'has');
    const second = made.find((drill) => drill.prompt.original === 'go');

    const right = await answer(user, first!, 'have');
    const wrong = await answer(user, second!, 'nope');
    // Exactly what the review scheduler gives a new card rated good, and again.
    const expected = (drill: Drill, rating: Grade) => {
      const card: Card & { word_id: string } = { ...createEmptyCard(new Date(drill.due)), word_id: drill.id };
      return scheduler.next(card, reviewMinute(ai.t.now()), rating).card.due.toISOString();
    };
    expect(right.drill).toMatchObject({ state: 'learning', reps: 1, due: expected(first!, Rating.Good) });
    expect(wrong.drill).toMatchObject({ state: 'learning', reps: 1, due: expected(second!, Rating.Again) });
    expect(right.drill.due).not.toBe(wrong.drill.due);

    expect(await drills(user)).toMatchObject({ drills: [], dueCount: 0, newCount: 0 });
    await later(user, 11 * MINUTE);
    const due = await drills(user);
    expect(due.dueCount).toBe(2);
    // Most overdue first.
    expect(due.drills.map((drill) => drill.id)).toEqual(
      [right.drill, wrong.drill].sort((a, b) => a.due.localeCompare(b.due)).map((drill) => drill.id),
    );
  });

  it('masters a drill whose interval reaches 21 days, and the notebook counts its mistakes as mastered', async () => {
    const user = await registerUser(ai.t);
    await check(user, 'She go.', 'She goes.', [issue('She go.', 'go', 'goes')]);
    await check(user, 'He go.', 'He goes.', [issue('He go.', 'go', 'goes')]);
    await check(user, 'I has it.', 'I have it.', [issue('I has it.', 'has', 'have')]);
    let [drill] = (await drills(user)).drills.filter((made) => made.prompt.original === 'go');
    let interval = 0;
    for (let round = 0; round < 12 && !drill!.mastered; round += 1) {
      const answered = await answer(user, drill!, 'goes');
      interval = new Date(answered.drill.due).getTime() - ai.t.now().getTime();
      drill = answered.drill;
      if (!drill.mastered) {
        expect(interval).toBeLessThan(21 * DAY);
        await later(user, Math.max(interval, 0) + MINUTE);
      }
    }
    expect(drill!.mastered).toBe(true);
    expect(interval).toBeGreaterThanOrEqual(21 * DAY - MINUTE);

    expect(await stats(user)).toMatchObject({ total: 3, active: 1, mastered: 2 });
    const notebook = await mistakes(user);
    expect(notebook.filter((mistake) => mistake.mastered).map((mistake) => mistake.original)).toEqual([
      'go',
      'go',
    ]);

    // A lapse later does not take mastery away.
    await later(user, 30 * DAY);
    const lapsed = await answer(user, drill!, 'went');
    expect(lapsed.drill).toMatchObject({ mastered: true, lapses: 1 });
  });

  it('starts at most 10 new drills a day, in the learner’s day', async () => {
    const user = await registerUser(ai.t);
    const words = Array.from({ length: 13 }, (_, index) => `w${String.fromCharCode(97 + index)}`);
    const sentence = words.join(' ');
    await check(
      user,
      sentence,
      words.map((word) => `${word}x`).join(' '),
      words.map((word) => issue(sentence, word, `${word}x`)),
    );
    const first = await drills(user);
    expect(first.newCount).toBe(10);
    expect((await drills(user, '?limit=4')).drills).toHaveLength(4);
    for (const drill of first.drills.slice(0, 3)) await answer(user, drill, 'wrong');
    // Three started today: seven more new ones, and the three come back when due.
    expect((await drills(user)).newCount).toBe(7);
    await later(user, DAY);
    const tomorrow = await drills(user);
    expect(tomorrow).toMatchObject({ dueCount: 3, newCount: 10 });
    expect(tomorrow.drills.slice(0, 3).every((drill) => drill.state !== 'new')).toBe(true);
  });

  it('gives drills to mistakes made before drills existed, on the first GET', async () => {
    const user = await registerUser(ai.t);
    await check(user, 'She go to scool.', 'She goes to school.', [
      issue('She go to scool.', 'go', 'goes'),
      issue('She go to scool.', 'scool', 'school', 'spelling'),
    ]);
    await check(user, 'He go home.', 'He goes home.', [issue('He go home.', 'go', 'goes')]);
    const { db } = ai.t.database;
    // As the notebook was before migration 013: mistakes and no drills.
    await db.updateTable('mistakes').set({ drill_id: null }).where('user_id', '=', user.user.id).execute();
    await db.deleteFrom('drills').where('user_id', '=', user.user.id).execute();

    const { drills: made } = await drills(user);
    const go = made.find((drill) => drill.prompt.original === 'go');
    expect(['She ____ to school.', 'He ____ home.']).toContain(go?.prompt.text);
    expect(go?.mistakeCount).toBe(2);
    expect(made.find((drill) => drill.prompt.original === 'scool')).toMatchObject({
      prompt: { text: 'She goes to ____.' },
      mistakeCount: 1,
    });
    expect(made).toHaveLength(2);
    const unlinked = await db
      .selectFrom('mistakes')
      .select('id')
      .where('user_id', '=', user.user.id)
      .where('drill_id', 'is', null)
      .execute();
    expect(unlinked).toEqual([]);
    expect((await drills(user)).drills).toHaveLength(2);
    // Linked once, counted once: the drill's row holds its two mistakes.
    const rows = await db
      .selectFrom('drills')
      .select(['original_key', 'mistake_count'])
      .where('user_id', '=', user.user.id)
      .orderBy('original_key')
      .execute();
    expect(rows).toEqual([
      { original_key: 'go', mistake_count: 2 },
      { original_key: 'scool', mistake_count: 1 },
    ]);
  });

  it('answers 404 for another learner’s drill and 401 for a guest', async () => {
    const owner = await registerUser(ai.t);
    const other = await registerUser(ai.t);
    await check(owner, 'She go.', 'She goes.', [issue('She go.', 'go', 'goes')]);
    const [drill] = (await drills(owner)).drills;
    const stolen = await ai.t.inject({
      method: 'POST',
      url: `/api/mistakes/drills/${drill!.id}`,
      payload: { answer: 'goes' },
      headers: bearer(other.token),
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Drill not found' });
    expect((await drills(owner)).drills[0]).toMatchObject({ reps: 0 });

    const guest = await ai.t.inject({ method: 'GET', url: '/api/mistakes/drills' });
    expect(guest.statusCode).toBe(401);
    const guestAnswer = await ai.t.inject({
      method: 'POST',
      url: `/api/mistakes/drills/${drill!.id}`,
      payload: { answer: 'goes' },
    });
    expect(guestAnswer.statusCode).toBe(401);
  });

  it('refuses an answer that is missing or too long', async () => {
    const user = await registerUser(ai.t);
    await check(user, 'She go.', 'She goes.', [issue('She go.', 'go', 'goes')]);
    const [drill] = (await drills(user)).drills;
    for (const payload of [{}, { answer: 'x'.repeat(201) }]) {
      const response = await ai.t.inject({
        method: 'POST',
        url: `/api/mistakes/drills/${drill!.id}`,
        payload,
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: 'answer' }] });
    }
  });
});
