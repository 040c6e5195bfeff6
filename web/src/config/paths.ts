/** Every route of docs/product.md in one typed table, so links and guards never spell a path twice. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  words: '/words',
  aiConfig: '/ai-config',
  profile: '/profile',
  generate: '/generate',
  check: '/check',
  community: '/community',
  review: '/review',
  mistakes: '/mistakes',
  books: '/books',
  book: (id: string) => `/books/${encodeURIComponent(id)}`,
  generation: (id: string) => `/generation/${encodeURIComponent(id)}`,
  sentenceCheck: (id: string) => `/check/${encodeURIComponent(id)}`,
} as const;
