/*
 * The checker's words: one tokenizer and the morphology, which the server's cloze, terms and reading share.
 * The checker's second entry, and a light one: it loads neither the generated lexicon nor Harper, so the
 * server may import it at start-up without the checker's tables (checker/index.ts loads those).
 */
export { lowerWord, tokensOf, withoutPossessive } from './lexicon/tokens';
export type { CompoundToken, Token, TokenOptions } from './lexicon/tokens';
export { ingForm, regularForms, regularPast, regularPlural, thirdPersonOf } from './lexicon/inflect';
