import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../i18n';
import { openConfirmModal } from '../../../lib/confirm';
import { aWord } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { useConfirmDelete } from './use-confirm-delete';

vi.mock('../../../lib/confirm', () => ({ openConfirmModal: vi.fn() }));

function DeleteButton({ words }: { words: ReturnType<typeof aWord>[] }) {
  const confirmDelete = useConfirmDelete(() => {});
  return <button onClick={() => confirmDelete(words)}>delete</button>;
}

/** The dialog's text for deleting these words, as a Chinese reader sees it. */
async function dialogText(words: ReturnType<typeof aWord>[]): Promise<string> {
  vi.mocked(openConfirmModal).mockClear();
  const { unmount } = renderUi(<DeleteButton words={words} />);
  await userEvent.click(screen.getByRole('button', { name: 'delete' }));
  const props = vi.mocked(openConfirmModal).mock.calls[0]![0];
  unmount();
  const view = renderUi(<div data-testid="dialog-text">{props.children as ReactNode}</div>);
  const text = screen.getByTestId('dialog-text').textContent ?? '';
  view.unmount();
  return text;
}

describe('the delete-words dialog in Chinese', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('speaks of one word as 这个单词, not 这些单词 (Chinese has no plural form to tell them apart)', async () => {
    await i18n.changeLanguage('zh');
    expect(await dialogText([aWord({ word: 'apple' })])).toBe('这个单词将从你的单词本中移除，且无法恢复。');
    expect(await dialogText([aWord({ word: 'apple' }), aWord({ word: 'pear' })])).toBe(
      '这些单词将从你的单词本中移除，且无法恢复。',
    );
  });
});
