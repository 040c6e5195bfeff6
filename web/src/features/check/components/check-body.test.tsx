import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { aCheck } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { CheckBody } from './check-body';

describe('CheckBody', () => {
  it('asks the learner to check the words the checker does not know, with its guesses as a question', () => {
    const sentence = 'This is very importand, so I quit cigarrets.';
    const check = aCheck({
      sentence,
      correctedSentence: sentence,
      isCorrect: false,
      issues: [],
      unknownWords: [
        { word: 'importand', start: 13, end: 22, guesses: ['important'] },
        { word: 'cigarrets', start: 34, end: 43, guesses: [] },
      ],
    });
    renderUi(<CheckBody check={check} />);
    const list = screen.getByTestId('words-to-check');
    expect(screen.getByRole('heading', { name: 'Check the spelling of 2 words' })).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('importand Not in the dictionary. Perhaps: important?');
    expect(second).toHaveTextContent('cigarrets Not in the dictionary, and no fix to be sure of.');
    // Underlined in the sentence too.
    expect(screen.getAllByTestId('unknown-word-mark').map((mark) => mark.textContent)).toEqual([
      'importand',
      'cigarrets',
    ]);
    // No praise for a sentence with words to check.
    expect(screen.queryByText('No issues found. Well done!')).not.toBeInTheDocument();
  });

  it('shows no words to check when there are none', () => {
    renderUi(<CheckBody check={aCheck({ issues: [], unknownWords: [] })} />);
    expect(screen.queryByTestId('words-to-check')).not.toBeInTheDocument();
    expect(screen.getByText('No issues found. Well done!')).toBeInTheDocument();
  });
});
