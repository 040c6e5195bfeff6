import { describe, expect, it } from 'vitest';
import { relabelGloss } from './gloss-labels';

const short = (pos: string) => `<${pos}>`;

describe('relabelGloss', () => {
  it("replaces WordNet's and ECDICT's codes with the learner's label, line by line", () => {
    expect(relabelGloss('s. forsaken by owner\nr. with rapid movements', short)).toBe(
      '<adjective> forsaken by owner\n<adverb> with rapid movements',
    );
    expect(relabelGloss('vt. 放弃, 抛弃\nn. 放任\na. 熔化的', short)).toBe(
      '<verb> 放弃, 抛弃\n<noun> 放任\n<adjective> 熔化的',
    );
    // ECDICT's older rows write WordNet codes without the dot.
    expect(relabelGloss('n a young person', short)).toBe('<noun> a young person');
  });

  it('leaves lines without a known code alone', () => {
    expect(relabelGloss('[计] 运行\nrun的过去式\nthe quick fox', short)).toBe(
      '[计] 运行\nrun的过去式\nthe quick fox',
    );
    // A learner's own definition that starts with an article is not a dotless code.
    expect(relabelGloss('a round fruit', short)).toBe('a round fruit');
  });
});
