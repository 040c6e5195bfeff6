import { DEFAULT_FONT_SETTINGS, type FontSettings } from '@contract';

/**
 * Font settings live as data attributes on <html>; font-settings.css maps them to the CSS variables
 * Mantine reads, so every component follows them and the text colour can differ per colour scheme.
 */
export function applyFontSettings(settings: FontSettings = DEFAULT_FONT_SETTINGS): void {
  const { dataset } = document.documentElement;
  dataset.fontScope = '';
  dataset.fontSize = settings.size;
  dataset.fontWeight = settings.weight;
  dataset.lineHeight = settings.lineHeight;
  dataset.fontFamily = settings.family;
  dataset.textColor = settings.color;
}
