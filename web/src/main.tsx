import './lib/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './lib/font-settings.css';
import { languageReady } from './i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routerReady } from './app/router';
import { showUpdateReadyToast } from './app/toasts/update-ready-toast';
import { applyFontSettings } from './lib/font-settings';
import { holdRequestsForFirstPaint } from './lib/first-paint';
import { listenForInstallOffer } from './lib/install-offer';
import { registerServiceWorker } from './lib/service-worker';

// Default fonts before the first paint; a signed-in user's own settings follow from /auth/me.
applyFontSettings();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first language's texts are their own chunk, and a deep link's page is too: render once both are
// here (no raw keys on screen, no spinner before the page).
await Promise.all([languageReady, routerReady]);
holdRequestsForFirstPaint();
// A transition lets React render the first screen in short slices, so a slow phone's main thread is never
// blocked for the whole render at once (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
// Installable and offline (web/pwa.ts): the worker registers once the page has loaded.
listenForInstallOffer();
registerServiceWorker(showUpdateReadyToast);
