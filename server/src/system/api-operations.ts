import type { ErrorCode } from '@contract';

/**
 * Who may make a call. `signed-in`: a session is required (401 without one). `optional`: guests too, and a
 * session, when sent, adds what is the learner's own (their likes, their private items); a stale one is
 * read as a guest. `public`: the same for everyone.
 */
export type ApiAccess = 'signed-in' | 'optional' | 'public';

export interface ApiOperation {
  summary: string;
  access: ApiAccess;
  /**
   * The error codes of this call's own rules. Not listed, because they follow from the rest: UNAUTHORIZED
   * of a signed-in call, VALIDATION_ERROR of a call with a body, query or path parameters; nor those any
   * call may answer (docs/api-conventions.md, "Errors").
   */
  errors?: ErrorCode[];
}

const AI_FAILURES: ErrorCode[] = [
  'RATE_LIMITED',
  'AI_QUOTA_EXCEEDED',
  'AI_PROVIDER_ERROR',
  'AI_FORMAT_ERROR',
  'AI_NOT_CONFIGURED',
  'AI_TIMEOUT',
];

/**
 * What the API reference says of each call beyond its schemas, by `METHOD /path` under /api as the route is
 * registered. The OpenAPI document carries it (summary, security, `x-error-codes`), and docs/api.md is
 * written from that document; a test holds every registered route to an entry here and each `access` to
 * what the route does.
 */
export const API_OPERATIONS: Record<string, ApiOperation> = {
  'GET /health': {
    summary:
      "Whether this instance can serve: 503 while its database does not answer, for a load balancer's checks.",
    access: 'public',
    errors: ['DATABASE_UNAVAILABLE'],
  },
  'GET /config': {
    summary:
      'What the web app needs before anyone signs in: the footer notice, limits, reset-code lifetime, AI source.',
    access: 'public',
  },
  'GET /openapi.json': {
    summary:
      'This document: every call with its body, query, parameters and answers (rendered at /api/docs).',
    access: 'public',
  },

  'POST /auth/register': {
    summary:
      'Creates an account and signs it in; `preferences` keeps the theme and language the visitor chose.',
    access: 'public',
    errors: ['CONFLICT', 'RATE_LIMITED'],
  },
  'POST /auth/login': {
    summary: 'Signs in with email and password: the user and a session token (7 days).',
    access: 'public',
    errors: ['UNAUTHORIZED', 'RATE_LIMITED'],
  },
  'GET /auth/me': { summary: 'The signed-in user and their preferences.', access: 'signed-in' },
  'PUT /auth/profile': {
    summary:
      'Changes the username or email. A new email needs `currentPassword` (403 when wrong), answers a fresh token, ends every older one and notifies the old address.',
    access: 'signed-in',
    errors: ['FORBIDDEN', 'CONFLICT', 'RATE_LIMITED'],
  },
  'PUT /auth/preferences': {
    summary: 'Saves any of the preferences except the font settings.',
    access: 'signed-in',
  },
  'PUT /auth/font-settings': { summary: 'Saves any of the font settings.', access: 'signed-in' },
  'GET /reminders/unsubscribe': {
    summary:
      "The link of every reminder mail: turns the learner's reminder mails off without signing in. A browser (Accept: text/html) gets a small page in the learner's language; a forged or expired token is 400.",
    access: 'public',
  },
  'POST /auth/forgot-password': {
    summary: 'Mails a 6-digit reset code, valid `expiresInMinutes`; a new request replaces the old code.',
    access: 'public',
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'MAIL_NOT_CONFIGURED'],
  },
  'POST /auth/verify-reset-code': {
    summary: 'Trades a right code for a reset token; five wrong tries void the code.',
    access: 'public',
    errors: ['CODE_EXPIRED', 'RATE_LIMITED'],
  },
  'POST /auth/reset-password': {
    summary: 'Sets the new password with the reset token, ending every session of the account.',
    access: 'public',
    errors: ['RATE_LIMITED'],
  },
  'GET /auth/public-key': {
    summary: "The server's RSA public key (PEM SPKI) a browser encrypts a learner's own AI key with.",
    access: 'public',
  },
  'GET /auth/api-key-status': {
    summary: 'Whether the learner uses their own AI key, its provider and a preview (never the key).',
    access: 'signed-in',
  },
  'PUT /auth/api-key': {
    summary:
      'Saves an encrypted key of one provider and uses it, or switches back to the platform AI (deleting the key).',
    access: 'signed-in',
    errors: ['RATE_LIMITED'],
  },
  'POST /auth/test-api-key': {
    summary:
      "Tries an encrypted key with one request to its provider; a refusal is a 400 with the provider's reason.",
    access: 'signed-in',
    errors: ['RATE_LIMITED'],
  },

  'GET /words': {
    summary:
      "One page of the learner's words, each with its review card: search (word, definition, translation), a part of speech (any of a word's), a review state; sorted by recent, alpha, usage or due (scheduled cards by due time, then new words oldest first).",
    access: 'signed-in',
  },
  'POST /words': {
    summary:
      'Adds a word, filled from the dictionary where the body leaves a field out; a word that looks misspelled is a 422 with suggestions unless `force`. `context` keeps the sentence the word was met in: its first cloze.',
    access: 'signed-in',
    errors: ['CONFLICT', 'SPELLING_SUGGESTION'],
  },
  'POST /words/import': {
    summary:
      'Adds up to 500 words at once, reporting duplicates, misspellings (with suggestions) and invalid entries.',
    access: 'signed-in',
    errors: ['RATE_LIMITED'],
  },
  'POST /words/import/file': {
    summary:
      "Adds the words of a file (multipart `file`, at most 10 MiB; `format` or found from the content): Kindle's vocab.db (each lookup's sentence becomes the word's context), 有道 wordbook XML, 欧路 CSV/TXT, Anki notes as text, CSV, one word a line. Reports as POST /words/import does, with `format` and `withContext`.",
    access: 'signed-in',
    errors: ['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'],
  },
  'GET /words/export': {
    summary:
      "The learner's words as a UTF-8 CSV download, or with `format=apkg` as an Anki package: Cloze notes for words with a sentence, Basic notes for the others, guids stable per word.",
    access: 'signed-in',
  },
  'GET /words/stats': {
    summary: 'Totals of the list: words, uses in generations, by part of speech, added this week.',
    access: 'signed-in',
  },
  'GET /words/parts-of-speech': {
    summary: "The parts of speech of the learner's words, for the filter.",
    access: 'signed-in',
  },
  'GET /words/random': {
    summary: "Random words from the learner's list, optionally of one part of speech.",
    access: 'signed-in',
  },
  'GET /words/lookup': {
    summary: 'A word in the built-in dictionary (ECDICT): phonetic, definitions, Chinese, forms, exam tags.',
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'GET /words/:id': { summary: "One of the learner's words.", access: 'signed-in', errors: ['NOT_FOUND'] },
  'PUT /words/:id': {
    summary: "Replaces the dictionary's meaning of one of the learner's words with their own.",
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'DELETE /words/:id': {
    summary: 'Deletes a word with its review card and review log.',
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },

  'GET /ai/models': {
    summary:
      "The models a generation or check may ask for, the default one, where they come from, and a learner's calls left today.",
    access: 'optional',
  },
  'POST /generate': {
    summary:
      "An AI sentence that uses the chosen words, with its translation and grammar explained; saved, public unless `isPublic` or the learner's showInCommunity says otherwise.",
    access: 'signed-in',
    errors: ['NOT_FOUND', ...AI_FAILURES],
  },
  'GET /generations': { summary: "The learner's own generations, newest first.", access: 'signed-in' },
  'GET /generations/public': {
    summary: 'The community feed of generations: recent, popular (most liked) or trending.',
    access: 'optional',
  },
  'GET /generations/public/stats': {
    summary: 'Public generations: total, likes, contributors, made today.',
    access: 'public',
  },
  'DELETE /generations/all': { summary: "Deletes all of the learner's generations.", access: 'signed-in' },
  'GET /generations/:id': {
    summary: 'One generation: a public one to anyone, a private one to its owner only (404 to others).',
    access: 'optional',
    errors: ['NOT_FOUND'],
  },
  'GET /generations/:id/related': {
    summary: 'Visible generations sharing words with this one, the most shared first.',
    access: 'optional',
    errors: ['NOT_FOUND'],
  },
  'POST /generations/:id/like': {
    summary: 'Likes a visible generation, or takes the like back.',
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'PUT /generations/:id/privacy': {
    summary: "Makes one of the learner's generations public or private.",
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'DELETE /generations/:id': {
    summary: "Deletes one of the learner's generations.",
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },

  'POST /check': {
    summary:
      "Checks the learner's sentence: corrected sentence, score, issues with their spans; saved (private unless `isPublic`), its issues filed in the mistakes notebook.",
    access: 'signed-in',
    errors: [...AI_FAILURES, 'CHECKER_BUSY'],
  },
  'GET /checks': { summary: "The learner's own sentence checks, newest first.", access: 'signed-in' },
  'GET /checks/public': {
    summary: 'The community feed of sentence checks: recent, popular (most liked) or trending.',
    access: 'optional',
  },
  'GET /checks/public/stats': {
    summary: 'Public sentence checks: total, likes, contributors, made today.',
    access: 'public',
  },
  'DELETE /checks/all': {
    summary: "Deletes all of the learner's sentence checks (and so their mistakes).",
    access: 'signed-in',
  },
  'GET /checks/:id': {
    summary: 'One sentence check: a public one to anyone, a private one to its owner only (404 to others).',
    access: 'optional',
    errors: ['NOT_FOUND'],
  },
  'GET /checks/:id/similar': {
    summary: 'Other visible checked sentences sharing words with this one, each sentence once.',
    access: 'optional',
    errors: ['NOT_FOUND'],
  },
  'POST /checks/:id/like': {
    summary: 'Likes a visible sentence check, or takes the like back.',
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'PUT /checks/:id/privacy': {
    summary: "Makes one of the learner's sentence checks public or private.",
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'DELETE /checks/:id': {
    summary: "Deletes one of the learner's sentence checks and its mistakes.",
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },

  'GET /statistics': {
    summary:
      "The home page's figures for the whole site: generations, checks, words practised, active learners.",
    access: 'public',
  },
  'GET /statistics/me': {
    summary: "The learner's own figures for Profile: words, generations, checks, likes received.",
    access: 'signed-in',
  },
  'GET /export': {
    summary:
      "Everything of the learner's as a JSON download (no envelope): account, words, generations, checks, likes, review cards and log, mistakes.",
    access: 'signed-in',
  },
  'DELETE /content': {
    summary: "Deletes all of the learner's generations and sentence checks, and the likes on them, at once.",
    access: 'signed-in',
  },

  'GET /review/queue': {
    summary:
      "Cards to review now: due ones (most overdue first, review cards up to what the daily review limit leaves), learning ones due within 20 minutes, then new ones up to today's allowance; each with a cloze, how to ask it and each rating's next due time.",
    access: 'signed-in',
  },
  'GET /review/stats': {
    summary:
      'Due now and today, reviewed and new today, streak, 30-day retention, next due time, a year of history.',
    access: 'signed-in',
  },
  'GET /review/forecast': {
    summary:
      "How many of the learner's cards fall due on each of their next `days` days (1..365, 30 by default), today first and counting every card due now.",
    access: 'signed-in',
  },
  'POST /review/:wordId': {
    summary:
      "Rates a card (FSRS reschedules it on the learner's schedule). A repeated `reviewId` records nothing; `reviewedAt` places a rating made offline, up to 7 days back; `question` says how the card was asked.",
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'DELETE /review/:wordId/ratings/:reviewId': {
    summary: 'Undoes the last rating of a card: the card exactly as it was, the rating out of the log.',
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'POST /review/:wordId/known': {
    summary: '"I know this" (斩): the card leaves every queue for good and counts as known.',
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'DELETE /review/:wordId/known': {
    summary: 'Takes "I know this" back: the card is a new card again.',
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'POST /review/:wordId/sentence': {
    summary:
      'Reviews a card by writing a sentence with its word: checked as POST /check checks it (not streamed), saved private so its issues reach the mistakes notebook, and graded (again without the word, hard with issues, good without; inflections count); the card is rescheduled with that rating, unless the check fails.',
    access: 'signed-in',
    errors: ['NOT_FOUND', ...AI_FAILURES, 'CHECKER_BUSY'],
  },
  'GET /review/leeches': {
    summary:
      "The learner's leeches (cards with 8 lapses or more), most lapses first, suspended ones included.",
    access: 'signed-in',
  },
  'POST /review/:wordId/suspend': {
    summary: 'Sets a card aside: in no queue and no count until unsuspended; its schedule is kept.',
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'DELETE /review/:wordId/suspend': {
    summary: "Unsuspends a card: back in its state's queue (new, due or known), due when it was.",
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'GET /review/parameters': {
    summary:
      "The FSRS parameters the learner's reviews are scheduled with: the defaults or fitted to their log, and how many reviews a fit would learn from.",
    access: 'signed-in',
  },
  'POST /review/parameters': {
    summary:
      "Fits FSRS to the learner's review log (the Rust FSRS optimizer, off the event loop) and keeps the fit only when its log loss on the log is lower; a second call while one runs waits for it.",
    access: 'signed-in',
    errors: ['NOT_ENOUGH_REVIEWS', 'RATE_LIMITED'],
  },
  'DELETE /review/parameters': {
    summary: "Back to the default FSRS parameters for the learner's reviews.",
    access: 'signed-in',
  },

  'GET /books': {
    summary:
      "The nine word books with their word counts, names in the request's language, and the learner's plan for each.",
    access: 'optional',
  },
  'GET /books/:id/words': {
    summary:
      "A book's words in book order (most common first), each unseen, learning or known for the learner; filter by status.",
    access: 'optional',
    errors: ['NOT_FOUND'],
  },
  'POST /plans': {
    summary:
      'Starts a plan for a book: a number of new words a day, or a date to finish by (which sets the pace).',
    access: 'signed-in',
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  'GET /plans': {
    summary:
      "The learner's plans with their progress: introduced, known, remaining, today's words, projected finish.",
    access: 'signed-in',
  },
  'PUT /plans/:bookId': {
    summary: "Changes a plan's daily number or target date, or pauses and resumes it.",
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'DELETE /plans/:bookId': {
    summary: "Stops a plan; the words it brought in stay in the list as the learner's own new words.",
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
  'POST /plans/:bookId/known': {
    summary: 'Marks up to 500 book words the learner already knows: they are never served.',
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },

  'POST /reading': {
    summary:
      "Reads up to 20,000 characters: every word with its lemma ('went' -> go), what it is to the learner (new, learning, review, known or unlisted), its level (the first book holding it) and frequency, and counts.",
    access: 'signed-in',
  },

  'GET /mistakes': {
    summary:
      "The mistakes notebook: every issue of the learner's own checks, newest first, optionally of one type.",
    access: 'signed-in',
  },
  'GET /mistakes/stats': {
    summary:
      'Mistakes in all, by type, active and mastered (their drill reached a 21-day interval), in the last 30 days, and a day-by-day trend.',
    access: 'signed-in',
  },
  'GET /mistakes/drills': {
    summary:
      "The learner's mistake drills to do now: due ones, then new ones (at most 10 new a day); each the corrected sentence with the fix blanked, never the expected answer.",
    access: 'signed-in',
  },
  'POST /mistakes/drills/:id': {
    summary:
      'Answers a drill: compared with the correction after trimming, case-folding and collapsing spaces; right reschedules it with good, wrong with again (FSRS); answers with the expected words.',
    access: 'signed-in',
    errors: ['NOT_FOUND'],
  },
};
