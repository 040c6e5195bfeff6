import {
  createTheme,
  DEFAULT_THEME,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

const sans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif';

/*
 * Mantine's palettes with shades 8 and 9 darkened until text in them passes WCAG AA (4.5:1) where the app
 * puts it: white on filled buttons and badges, and shade-9 text on the pale 'light' variant backgrounds
 * (teal-9 on teal-1 was 4.3:1, green-9 on green-1 3.8:1, lime-9 on lime-1 3.3:1, white on orange-9 4.3:1,
 * yellow-9 on the yellow alert's pale background 2.7:1: review's offline notice title, now 5.2:1).
 */
const colors = {
  teal: palette(DEFAULT_THEME.colors.teal, '#077d59', '#076f50'),
  green: palette(DEFAULT_THEME.colors.green, '#278439', '#257936'),
  lime: palette(DEFAULT_THEME.colors.lime, '#4d7f0b', '#4a770a'),
  orange: palette(DEFAULT_THEME.colors.orange, '#c74c0a', '#b83d0c'),
  yellow: palette(DEFAULT_THEME.colors.yellow, '#a35f00', '#935800'),
};

function palette(base: MantineColorsTuple, shade8: string, shade9: string): MantineColorsTuple {
  return [base[0], base[1], base[2], base[3], base[4], base[5], base[6], base[7], shade8, shade9];
}

/** Calm teal with rounded cards; system fonts only, because the CSP allows no font hosts. */
export const theme = createTheme({
  colors,
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
    // Its hidden focus holder is a role="presentation" child of role="menu", which ARIA does not allow.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/*
 * Secondary ("dimmed") text at WCAG AA (4.5:1) on every surface it sits on: Mantine's gray-6 is 3.2:1 on the
 * gray-0 page and dark-2 4.0:1 on the dark page. These are 6.4:1 and 6.0:1 at the least.
 * Error text likewise: Mantine's red-6 is 3.3:1 on white and its dark red-8 3.0:1 on a dark field; red-9
 * (5.1:1 on pale red) and red-4 (4.8:1 on the lightest dark surface) pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#555c63', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-dimmed': '#a9adb3', '--mantine-color-error': '#ff8787' },
});

export const THEME_STORAGE_KEY = 'wordloom.theme';

/** The stored theme; with nothing stored, MantineProvider's 'auto' follows the system preference. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });
