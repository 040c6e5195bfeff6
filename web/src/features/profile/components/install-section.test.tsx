import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listenForInstallOffer } from '../../../lib/install-offer';
import { renderUi } from '../../../test/render-ui';
import { InstallSection } from './install-section';

/* What Chromium sends once the app can be installed. */
function browserOffersInstall() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return offer;
}

describe('InstallSection', () => {
  listenForInstallOffer();

  it('is absent until the browser offers to install, then shows the browser’s prompt once', async () => {
    renderUi(<InstallSection />);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();

    const offer = browserOffersInstall();
    // Kept for the button: the browser's own mini-infobar is not shown.
    expect(offer.defaultPrevented).toBe(true);
    expect(screen.getByText(/review works without a network/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('goes once the app is installed', () => {
    renderUi(<InstallSection />);
    browserOffersInstall();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });
});
