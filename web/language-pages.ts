import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { HTML_LANG, type Language } from '../contract/preference-values';
import { chunkClosure, notLoadedBy } from './page-preloads';

/** The languages whose texts are chunks of their own (src/i18n/index.ts BUNDLES), by module file name. */
const LANGUAGE_MODULE = /[\\/]i18n[\\/](en|zh)\.(?:json|ts)$/u;

/**
 * Writes `index.en.html` and `index.zh.html` beside `index.html`: each names its language's text chunks
 * as modulepreload links, so the browser fetches them with the rest of the first load instead of after
 * the app has started (one round trip less before the first paint on a phone: npm run bench:web), and
 * says its language in `<html lang>`. The server picks one by the visitor's language
 * (server/src/web-app/page-language.ts).
 */
export function languagePages(): Plugin {
  return {
    name: 'wordloom-language-pages',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const html = String(page.source);
        for (const [language, files] of languageChunks(bundle)) {
          const preloads = files
            .filter(notLoadedBy(html))
            .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
            .join('');
          this.emitFile({
            type: 'asset',
            fileName: `index.${language}.html`,
            source: html
              .replace(/<html lang="[^"]*">/u, `<html lang="${HTML_LANG[language as Language] ?? language}">`)
              .replace('  </head>', `${preloads}  </head>`),
          });
        }
      },
    },
  };
}

/** Each language's chunks: the ones its texts start from, and every chunk those import. */
function languageChunks(bundle: OutputBundle): Map<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byLanguage = new Map<string, string[]>();
  for (const chunk of chunks) {
    const language = chunk.isDynamicEntry ? LANGUAGE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
    if (!language) continue;
    const files = byLanguage.get(language) ?? [];
    for (const file of chunkClosure(chunks, chunk.fileName)) if (!files.includes(file)) files.push(file);
    byLanguage.set(language, files);
  }
  return byLanguage;
}
