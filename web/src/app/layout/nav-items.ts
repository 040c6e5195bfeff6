import { paths } from '../../config/paths';

export interface NavItem {
  to: string;
  labelKey: 'nav.home' | 'nav.community' | 'nav.check' | 'nav.generate' | 'nav.words';
  signedInOnly?: boolean;
}

/** SPEC §2 top bar, in its order; Words only for signed-in users. */
export const NAV_ITEMS: NavItem[] = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.community, labelKey: 'nav.community' },
  { to: paths.check, labelKey: 'nav.check' },
  { to: paths.generate, labelKey: 'nav.generate' },
  { to: paths.words, labelKey: 'nav.words', signedInOnly: true },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly);
}
