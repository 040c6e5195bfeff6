/*
 * Everything both sides share. The web app is built from this barrel (web/vite.config.ts), so what only the
 * server needs (translating messages in both languages, contract/index.ts) never reaches a learner's first
 * load: the Chinese messages are fetched with the Chinese texts.
 */
export * from './limits';
export * from './errors';
export * from './envelope';
export * from './preferences';
export * from './auth';
export * from './config';
export * from './i18n';
export * from './words';
export * from './ai';
export * from './ai-stream';
export * from './generations';
export * from './checks';
export * from './community';
export * from './api-keys';
export * from './review';
export * from './books';
export * from './practice';
export * from './reading';
export * from './word-files';
export * from './schedule';
export * from './reminders';
export * from './api-answers';
export * from './query';
