/* The contract as the server and the tests see it: the shared barrel and the server's translations. */
export * from './common';
export { MESSAGES, translate } from './i18n/translate';
