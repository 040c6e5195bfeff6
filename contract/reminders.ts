/*
 * Daily reminders (docs/api-conventions.md, "Offline review and reminders"): GET /reminders/unsubscribe.
 * The preference is in preferences.ts.
 */
export {};
