import { describe, expect, it } from 'vitest';
import { en as messages } from '../../../contract/i18n/en';
import en from './en.json';

/*
 * The English UI spells one way: American, the default English variety (a learner choosing British
 * changes what the checkers accept, not the interface). These British forms are the ones a writer
 * slips into; each was once in the UI.
 */
const BRITISH =
  /\b(colour|practis(e|ed|ing)|cancelled|favourite|organis(e|ed|ing)|centre|behaviour|recognis(e|ed)|analys(e|ed)|licence|travelled|judgement)\b/i;

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap(strings);
}

describe('English UI spelling', () => {
  it('is American throughout, in the screens and in the server’s messages', () => {
    const british = [...strings(en), ...strings(messages)].filter((text) => BRITISH.test(text));
    expect(british).toEqual([]);
  });
});
