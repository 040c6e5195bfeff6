import 'i18next';
import type { Messages } from '@contract';
import type en from './en.json';

// Typed keys: a missing or misspelled UI string fails the type check instead of showing a raw key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; messages: Messages };
  }
}
