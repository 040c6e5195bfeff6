import { VitePWA } from 'vite-plugin-pwa';

/*
 * The installable app: a web manifest and a service worker made by Workbox (vite-plugin-pwa's generateSW).
 * The worker precaches the app shell (the built HTML, scripts, styles, icons and any font files), so the
 * app opens without a network and /review can serve the queue it kept (features/review/lib/offline-*.ts).
 * Nothing under /api is ever cached by it: answers are per learner, and the next one to sign in on the
 * device must not see them. A new release waits until the learner chooses to reload
 * (lib/service-worker.ts), so a review in progress is never cut short. The icons are the favicon's mark
 * rendered by Chromium (public/icons; the maskable one keeps the mark inside the 80% safe zone).
 */
export function installableApp() {
  return VitePWA({
    // Registered by the app itself, after the first paint (lib/service-worker.ts), with no extra chunk.
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      id: '/',
      name: 'Wordloom',
      short_name: 'Wordloom',
      description:
        'Learn English with your own words: review, AI-made sentences and grammar checks. 用你自己的单词学英语。',
      lang: 'en',
      start_url: '/review',
      scope: '/',
      display: 'standalone',
      theme_color: '#0ca678',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The manifest is added by the plugin itself.
      globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
      // The language copies of the page are what the server sends online; offline, index.html serves.
      globIgnores: ['index.en.html', 'index.zh.html'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(?:\/|$)/u],
      cleanupOutdatedCaches: true,
      // No runtime caching at all: only the precached build is ever answered from Cache Storage.
      runtimeCaching: [],
    },
  });
}
