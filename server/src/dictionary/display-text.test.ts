import { describe, expect, it } from 'vitest';
import { displayDefinition, displayTranslation } from './display-text';

describe('displayTranslation', () => {
  it('puts full-width commas, semicolons and parentheses into Chinese text', () => {
    expect(displayTranslation('vt. 放弃, 抛弃, 遗弃; 放纵', ['verb'])).toBe('vt. 放弃，抛弃，遗弃；放纵');
    expect(displayTranslation('n. 委付, 放弃(采矿权)', ['noun'])).toBe('n. 委付，放弃（采矿权）');
  });

  it('keeps English punctuation between English words', () => {
    expect(displayTranslation('abbr. 航天科学局(Office of Space, NASA)', ['abbreviation'])).toBe(
      'abbr. 航天科学局(Office of Space, NASA)',
    );
  });

  it('spells tags out: fields and registers get a readable label, other brackets become parentheses', () => {
    expect(displayTranslation('[医] 急性焦虑发作', [])).toBe('（医学）急性焦虑发作');
    expect(displayTranslation('a. 遭到轰炸的；[美俚]醉的', ['adjective'])).toBe(
      'a. 遭到轰炸的；（美国俚语）醉的',
    );
    expect(displayTranslation('[医] 记忆缺失, 遗忘[症]', [])).toBe('（医学）记忆缺失，遗忘（症）');
  });

  it('drops specialist lines only when an everyday sense is left', () => {
    expect(displayTranslation('n. 日记\n[经] 日记簿', ['noun'])).toBe('n. 日记');
    expect(displayTranslation('art. [计] 累加器, 加法器\n一个', ['article'])).toBe('一个');
    expect(displayTranslation('[计] 绝对地址\n[医] 各, 各个', [])).toBe(
      '（计算机）绝对地址\n（医学）各，各个',
    );
  });

  it('orders lines by the word’s parts of speech, main first, unlabelled lines staying with the line above', () => {
    expect(displayTranslation('n. 保险丝\nvt. 熔合\n融合', ['verb', 'noun'])).toBe(
      'vt. 熔合\n融合\nn. 保险丝',
    );
  });

  it('answers null for nothing to show', () => {
    expect(displayTranslation(null, [])).toBeNull();
    expect(displayTranslation('  \n ', [])).toBeNull();
  });
});

describe('displayDefinition', () => {
  it('reads WordNet’s codes, dotted or not, to put the main part of speech first', () => {
    expect(displayDefinition('n a race\nv move fast\ns. quick', ['verb', 'noun', 'adjective'])).toBe(
      'v move fast\nn a race\ns. quick',
    );
  });
});
