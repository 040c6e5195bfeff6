import { paths } from '../config/paths';

/**
 * The pages whose code loads on first visit, by their module in routes/, with the URL pattern each
 * answers. route-table.tsx routes them; the build (web/page-preloads.ts) lists each one's chunks so the
 * server can name them as modulepreload links when a visitor opens that page directly (a deep link),
 * instead of the browser finding them only after the app has started.
 */
export const LAZY_PAGES = {
  login: paths.login,
  register: paths.register,
  'forgot-password': paths.forgotPassword,
  words: paths.words,
  'ai-config': paths.aiConfig,
  profile: paths.profile,
  review: paths.review,
  mistakes: paths.mistakes,
  read: paths.read,
  generate: paths.generate,
  check: paths.check,
  community: paths.community,
  books: paths.books,
  'book-words': '/books/:id',
  'generation-view': '/generation/:id',
  'check-view': '/check/:id',
} as const;
