import { screen } from '@testing-library/react';
import { IconUsers } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render-ui';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('holds its loading placeholder in valid HTML: no block inside a paragraph', () => {
    const { container } = renderUi(<StatCard icon={IconUsers} label="Learners" value={undefined} />);
    expect(container.querySelector('p div')).toBeNull();
    expect(screen.getByTestId('stat-value').tagName).not.toBe('P');
  });

  it('shows the number in the UI language, with its lower bound and unit', () => {
    renderUi(<StatCard icon={IconUsers} label="Learners" value={1500} atLeast unit="%" />);
    expect(screen.getByTestId('stat-value')).toHaveTextContent('1,500+%');
  });
});
