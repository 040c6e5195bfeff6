/** Business limits shared by the server (enforcement) and the web app (forms, counters). */
export const LIMITS = {
  usernameMin: 3,
  /** "Fewer than 30" (docs/product.md, "Rules for what learners type"). */
  usernameMax: 29,
  passwordMin: 6,
  /** Argon2 work grows with input; nobody types a longer password. */
  passwordMax: 128,
  emailMax: 254,
  resetCodeLength: 6,
  resetCodeMaxAttempts: 5,
  sentenceMax: 800,
  wordsPerGenerationMin: 1,
  wordsPerGenerationMax: 50,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Bodies over 64 KiB get 413 (docs/api-conventions.md, "Requests"). */
  bodyLimitBytes: 64 * 1024,
  apiTimeoutMs: 30_000,
  tokenLifetimeDays: 7,
  notificationMs: 5_000,
  notificationLimit: 20,
} as const;
