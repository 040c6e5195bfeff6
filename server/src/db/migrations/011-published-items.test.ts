import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Generation, Mistake, ReviewCard, SentenceCheck } from '@contract';
import { createSessionTokens } from '../../auth/tokens';
import { bearer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/databases';
import { migrateToLatest, migrateUpTo } from '../migrate';

/*
 * A database of the shape migration 010 left, written with SQL (today's table types do not fit it): two
 * learners, their words and cards, three generations with their words, two checks with their terms and
 * mistakes, likes on both kinds (and one left behind by an item deleted long ago), and the statistics as
 * they stood. Migration 011 must keep every row, like and number, and the API must read them back.
 */
const T0 = '2026-01-02T03:04:05.000Z';
const T1 = '2026-01-03T03:04:05.000Z';
const T2 = '2026-01-04T03:04:05.000Z';

const GENERATIONS = [
  // id, owner, sentence, public, likes, hot score, created, words
  ['g1', 'u1', 'A leaf fell on the mouse.', 1, 2, 1.5, T0, ['leaf', 'mouse']],
  ['g2', 'u1', 'The leaf is green.', 0, 0, 0.5, T1, ['leaf']],
  ['g3', 'u2', 'The mouse ran home.', 1, 1, 1.2, T2, ['mouse']],
] as const;

const ISSUES = [
  { type: 'grammar', original: 'go', suggestion: 'goes', explanation: 'Agreement.', start: 4, end: 6 },
  { type: 'spelling', original: 'scool', suggestion: 'school', explanation: 'Spelling.', start: 10, end: 15 },
];

async function seedOldShape(db: TestDatabase['database']['db']): Promise<void> {
  for (const [id, name] of [
    ['u1', 'Ann'],
    ['u2', 'Ben'],
  ] as const) {
    await sql`
      insert into users (id, username, username_lower, email, password_hash, token_version, theme, language,
        grammar_language, show_in_community, font_settings, created_at, updated_at)
      values (${id}, ${name}, ${name.toLowerCase()}, ${`${id}@example.com`}, 'hash', 0, 'dark', 'en', 'bilingual',
        1, '{}', ${T0}, ${T0})
    `.execute(db);
  }
  for (const [id, userId, word] of [
    ['w1', 'u1', 'leaf'],
    ['w2', 'u1', 'mouse'],
    ['w3', 'u2', 'leaf'],
  ]) {
    await sql`
      insert into words (id, user_id, word, word_key, parts_of_speech, usage_count, search_text, created_at)
      values (${id}, ${userId}, ${word}, ${word}, 'noun', 1, ${word}, ${T0})
    `.execute(db);
    await sql`
      insert into review_cards (word_id, user_id, state, is_new, due, stability, difficulty, elapsed_days,
        scheduled_days, learning_steps, reps, lapses, last_review, created_at)
      values (${id}, ${userId}, 'new', 1, ${T0}, 0, 0, 0, 0, 0, 0, 0, null, ${T0})
    `.execute(db);
  }
  for (const [id, userId, sentence, isPublic, likes, hot, created, words] of GENERATIONS) {
    await sql`
      insert into generations (id, user_id, sentence, translation, grammar_explanation, grammar_points, reasoning,
        model, provider, grammar_language, is_public, likes, hot_score, created_at)
      values (${id}, ${userId}, ${sentence}, '一句话。', 'Past simple.', '[]', 'Thought.', 'm', 'p', 'bilingual',
        ${isPublic}, ${likes}, ${hot}, ${created})
    `.execute(db);
    for (const [position, word] of words.entries()) {
      const wordId = userId === 'u1' ? (word === 'leaf' ? 'w1' : 'w2') : null;
      await sql`
        insert into generation_words (generation_id, word_id, word, word_key, position)
        values (${id}, ${wordId}, ${word}, ${word}, ${position})
      `.execute(db);
    }
  }
  for (const [id, userId, sentence, isPublic, likes, issues] of [
    ['c1', 'u1', 'She go to scool.', 1, 1, ISSUES],
    ['c2', 'u2', 'My scool is big.', 0, 0, []],
  ] as const) {
    await sql`
      insert into sentence_checks (id, user_id, sentence, corrected_sentence, is_correct, score, explanation,
        issues, reasoning, model, provider, grammar_language, is_public, likes, hot_score, created_at, unknown_words)
      values (${id}, ${userId}, ${sentence}, 'She goes to school.', 0, 60, 'Two fixes.',
        ${JSON.stringify(issues)}, null, 'm', 'p', 'english', ${isPublic}, ${likes}, 0.7, ${T1}, '[]')
    `.execute(db);
    await sql`insert into check_terms (check_id, term) values (${id}, 'school'), (${id}, 'scool')`.execute(
      db,
    );
  }
  for (const [position, issue] of ISSUES.entries()) {
    await sql`
      insert into mistakes (id, user_id, check_id, position, type, original, suggestion, explanation, span_start,
        span_end, created_at)
      values (${`m${position}`}, 'u1', 'c1', ${position}, ${issue.type}, ${issue.original}, ${issue.suggestion},
        ${issue.explanation}, ${issue.start}, ${issue.end}, ${T1})
    `.execute(db);
  }
  for (const [userId, type, itemId, created] of [
    ['u1', 'generation', 'g1', T1],
    ['u2', 'generation', 'g1', T2],
    ['u1', 'generation', 'g3', T2],
    ['u2', 'check', 'c1', T2],
    // The old likes had no foreign key: one whose item is gone, which nobody could see.
    ['u2', 'generation', 'gone', T0],
  ]) {
    await sql`
      insert into likes (user_id, item_type, item_id, created_at) values (${userId}, ${type}, ${itemId}, ${created})
    `.execute(db);
  }
  await sql`insert into practiced_words (word_key, generations) values ('leaf', 2), ('mouse', 2)`.execute(db);
  await sql`
    insert into learner_totals (user_id, generations, public_generations, checks, public_checks)
    values ('u1', 2, 1, 1, 1), ('u2', 1, 1, 1, 0)
  `.execute(db);
  const counters = {
    generations: 3,
    public_generations: 2,
    public_generation_likes: 3,
    generation_contributors: 2,
    sentence_checks: 2,
    public_sentence_checks: 1,
    public_check_likes: 1,
    check_contributors: 1,
    active_learners: 2,
    words_practiced: 2,
  };
  for (const [name, value] of Object.entries(counters)) {
    await sql`update counters set value = ${value} where name = ${name}`.execute(db);
  }
}

describe.each(TEST_DATABASES)('migration 011 on existing data (%s)', (kind) => {
  let test: TestDatabase;
  let t: TestApp;
  let ann: string;
  let ben: string;
  beforeAll(async () => {
    test = await openTestDatabase(kind, { migrate: false });
    await migrateUpTo(test.database, '010-review-undo');
    await seedOldShape(test.database.db);
    await migrateToLatest(test.database);
    t = await createTestApp({ openedDatabase: test.database });
    const tokens = createSessionTokens(t.config.appSecret, () => new Date());
    ann = await tokens.sign({ userId: 'u1', tokenVersion: 0 });
    ben = await tokens.sign({ userId: 'u2', tokenVersion: 0 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await test?.drop();
  });

  const get = async (url: string, token: string | null = null) => {
    const response = await t.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    return { status: response.statusCode, body: response.json() };
  };
  const count = async (table: 'published_items' | 'generations' | 'sentence_checks' | 'likes') =>
    Number(
      (
        await test.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps every item, with its shared columns in published_items and its own beside them', async () => {
    expect(await count('published_items')).toBe(5);
    expect(await count('generations')).toBe(3);
    expect(await count('sentence_checks')).toBe(2);
    const items = await test.database.db.selectFrom('published_items').selectAll().orderBy('id').execute();
    expect(items.map((item) => [item.id, item.kind, item.user_id, item.is_public, item.likes])).toEqual([
      ['c1', 'check', 'u1', 1, 1],
      ['c2', 'check', 'u2', 0, 0],
      ['g1', 'generation', 'u1', 1, 2],
      ['g2', 'generation', 'u1', 0, 0],
      ['g3', 'generation', 'u2', 1, 1],
    ]);
    expect(items[2]).toMatchObject({ hot_score: 1.5, created_at: T0, reasoning: 'Thought.', model: 'm' });
  });

  it('answers each item through the API as before: its words, likes, likedByMe and author', async () => {
    const { status, body } = await get('/api/generations/g1', ben);
    expect(status).toBe(200);
    expect(body.generation as Generation).toMatchObject({
      id: 'g1',
      sentence: 'A leaf fell on the mouse.',
      words: ['leaf', 'mouse'],
      isPublic: true,
      likes: 2,
      likedByMe: true,
      author: { username: 'Ann' },
      reasoning: 'Thought.',
      createdAt: T0,
    });
    expect((await get('/api/generations/g2')).status).toBe(404);
    expect((await get('/api/generations/g2', ann)).body.generation).toMatchObject({ isPublic: false });
    const check = (await get('/api/checks/c1', ben)).body.check as SentenceCheck;
    expect(check).toMatchObject({ likes: 1, likedByMe: true, author: { username: 'Ann' }, score: 60 });
    expect(check.issues).toEqual(ISSUES);
  });

  it('keeps the feeds, related and similar lists, and every number', async () => {
    const popular = await get('/api/generations/public?sort=popular');
    expect((popular.body.generations as Generation[]).map((item) => item.id)).toEqual(['g1', 'g3']);
    const related = await get('/api/generations/g1/related', ann);
    // One word shared with each: the newer first.
    expect((related.body.generations as Generation[]).map((item) => item.id)).toEqual(['g3', 'g2']);
    const similar = async (token: string | null) =>
      ((await get('/api/checks/c1/similar', token)).body.checks as SentenceCheck[]).map((item) => item.id);
    expect(await similar(ben)).toEqual(['c2']);
    expect(await similar(null)).toEqual([]);
    expect((await get('/api/checks/public')).body.checks.map((item: SentenceCheck) => item.id)).toEqual([
      'c1',
    ]);
    expect((await get('/api/statistics')).body.statistics).toEqual({
      generations: 3,
      sentenceChecks: 2,
      wordsPracticed: 2,
      activeLearners: 2,
    });
    expect((await get('/api/generations/public/stats')).body.stats).toMatchObject({
      total: 2,
      totalLikes: 3,
      contributors: 2,
    });
    expect((await get('/api/checks/public/stats')).body.stats).toMatchObject({ total: 1, totalLikes: 1 });
    expect((await get('/api/statistics/me', ann)).body.stats).toMatchObject({
      generations: 2,
      sentenceChecks: 1,
      likesReceived: 3,
    });
  });

  it('keeps the mistakes with their check, and the clozes from own and public generations', async () => {
    const mistakes = (await get('/api/mistakes', ann)).body.mistakes as Mistake[];
    expect(mistakes.map((mistake) => [mistake.type, mistake.sentence])).toEqual([
      ['grammar', 'She go to scool.'],
      ['spelling', 'She go to scool.'],
    ]);
    const clozeOf = async (token: string) =>
      Object.fromEntries(
        ((await get('/api/review/queue', token)).body.cards as ReviewCard[]).map((card) => [
          card.word.word,
          card.cloze?.generationId ?? null,
        ]),
      );
    // Ann's own (the newest first, private or not); Ben's leaf from a public one, never Ann's private g2.
    expect(await clozeOf(ann)).toEqual({ leaf: 'g2', mouse: 'g1' });
    expect(await clozeOf(ben)).toEqual({ leaf: 'g1' });
  });

  it('keeps every like of an item that exists, each with its kind in the export', async () => {
    expect(await count('likes')).toBe(4);
    const exported = (await t.inject({ method: 'GET', url: '/api/export', headers: bearer(ben) })).json();
    expect(exported.likes).toEqual([
      { itemType: 'check', itemId: 'c1', createdAt: T2 },
      { itemType: 'generation', itemId: 'g1', createdAt: T2 },
    ]);
    expect(exported.sentenceChecks.map((check: SentenceCheck) => check.id)).toEqual(['c2']);
  });

  it('deletes what hangs from an item with it, and refuses a like of nothing', async () => {
    const deleted = await t.inject({ method: 'DELETE', url: '/api/generations/g1', headers: bearer(ann) });
    expect(deleted.statusCode).toBe(200);
    const rowsOf = (table: 'likes' | 'generation_words' | 'generations', column: string, id: string) =>
      sql`select * from ${sql.table(table)} where ${sql.ref(column)} = ${id}`
        .execute(test.database.db)
        .then(({ rows }) => rows);
    expect(await rowsOf('likes', 'item_id', 'g1')).toEqual([]);
    expect(await rowsOf('generation_words', 'generation_id', 'g1')).toEqual([]);
    expect(await rowsOf('generations', 'id', 'g1')).toEqual([]);
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/checks/c1', headers: bearer(ann) })).statusCode,
    ).toBe(200);
    expect((await get('/api/mistakes', ann)).body.mistakes).toEqual([]);
    expect(await count('likes')).toBe(1);
    await expect(
      test.database.db
        .insertInto('likes')
        .values({ user_id: 'u2', item_id: 'no-such-item', created_at: T2 })
        .execute(),
    ).rejects.toThrow();
  });
});
