import type { ComponentType } from 'react';
import { IconNotebook, IconSettingsBolt, IconUser, type Icon } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { ReviewDueBadge } from '../../features/review/components/review-due-badge';

export interface NavItem {
  to: string;
  labelKey:
    | 'nav.home'
    | 'nav.community'
    | 'nav.check'
    | 'nav.generate'
    | 'nav.books'
    | 'nav.words'
    | 'nav.read'
    | 'nav.review';
  signedInOnly?: boolean;
  /** A count shown after the label (Review: the cards due now). */
  Badge?: ComponentType;
}

/** The top bar of docs/product.md ("Everywhere"), in its order; Words, Read and Review only for signed-in users. */
export const NAV_ITEMS: NavItem[] = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.community, labelKey: 'nav.community' },
  { to: paths.check, labelKey: 'nav.check' },
  { to: paths.generate, labelKey: 'nav.generate' },
  { to: paths.books, labelKey: 'nav.books' },
  { to: paths.words, labelKey: 'nav.words', signedInOnly: true },
  { to: paths.read, labelKey: 'nav.read', signedInOnly: true },
  { to: paths.review, labelKey: 'nav.review', signedInOnly: true, Badge: ReviewDueBadge },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly);
}

export interface AccountLink {
  to: string;
  labelKey: 'nav.profile' | 'nav.mistakes' | 'nav.aiConfig';
  Icon: Icon;
}

/** The signed-in learner's own pages: the user menu on a desktop, the phone menu's account part. */
export const ACCOUNT_LINKS: AccountLink[] = [
  { to: paths.profile, labelKey: 'nav.profile', Icon: IconUser },
  { to: paths.mistakes, labelKey: 'nav.mistakes', Icon: IconNotebook },
  { to: paths.aiConfig, labelKey: 'nav.aiConfig', Icon: IconSettingsBolt },
];
