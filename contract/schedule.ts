/*
 * A schedule fitted to the learner (docs/api-conventions.md, "A schedule fitted to the learner"):
 * GET /review/forecast, GET/POST/DELETE /review/parameters. The preferences are in preferences.ts.
 */
export {};
