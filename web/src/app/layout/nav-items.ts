import type { ComponentType } from 'react';
import { paths } from '../../config/paths';
import { ReviewDueBadge } from '../../features/review/components/review-due-badge';

export interface NavItem {
  to: string;
  labelKey: 'nav.home' | 'nav.community' | 'nav.check' | 'nav.generate' | 'nav.words' | 'nav.review';
  signedInOnly?: boolean;
  /** A count shown after the label (Review: the cards due now). */
  Badge?: ComponentType;
}

/** SPEC §2 top bar, in its order; Words and Review only for signed-in users. */
export const NAV_ITEMS: NavItem[] = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.community, labelKey: 'nav.community' },
  { to: paths.check, labelKey: 'nav.check' },
  { to: paths.generate, labelKey: 'nav.generate' },
  { to: paths.words, labelKey: 'nav.words', signedInOnly: true },
  { to: paths.review, labelKey: 'nav.review', signedInOnly: true, Badge: ReviewDueBadge },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly);
}
