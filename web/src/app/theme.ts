import { createTheme, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';

const sans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif';

/** Calm teal with rounded cards; system fonts only, because the CSP allows no font hosts. */
export const theme = createTheme({
  primaryColor: 'teal',
  // Shades dark enough for white button text to stay readable (WCAG AA) in both schemes.
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  fontFamily: sans,
  headings: { fontFamily: sans, fontWeight: '700' },
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

/*
 * Secondary ("dimmed") text at WCAG AA (4.5:1) on every surface it sits on: Mantine's gray-6 is 3.2:1 on the
 * gray-0 page and dark-2 4.0:1 on the dark page. These are 6.4:1 and 6.0:1 at the least.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#555c63' },
  dark: { '--mantine-color-dimmed': '#a9adb3' },
});

export const THEME_STORAGE_KEY = 'wordloom.theme';

/** The stored theme; with nothing stored, MantineProvider's 'auto' follows the system preference. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });
