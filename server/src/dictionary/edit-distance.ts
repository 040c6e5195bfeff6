// The checker's edit distance: the dictionary's nearest words and the checker's spelling fixes weigh edits alike.
export { editDistance, type EditCosts } from '../../../checker';
