import { screen } from '@testing-library/react';

/**
 * A form field by its label. Mantine appends an aria-hidden " *" to required labels, which
 * getByLabelText still sees (browsers and Playwright do not), so it is allowed here.
 */
export function field(label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}( \\*)?$`));
}

export async function findField(label: string): Promise<HTMLElement> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.findByLabelText(new RegExp(`^${escaped}( \\*)?$`));
}
