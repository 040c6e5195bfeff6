import { lazy, Suspense } from 'react';
import { Box, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { AuthButtons } from './auth-buttons';
import { Brand } from './brand';
import { LanguageToggle } from './language-toggle';
import { MOBILE_MENU_ID } from './mobile-menu';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

/* The menu (and the popover code under it) is only for a signed-in learner: a visitor's page never loads it. */
const UserMenu = lazy(() => import('./user-menu').then(({ UserMenu }) => ({ default: UserMenu })));

interface TopBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ menuOpened, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { user, status } = useSession();
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={menuOpened}
          aria-controls={MOBILE_MENU_ID}
          data-testid="burger"
        />
        <Brand />
      </Group>
      <Box component="nav" aria-label={t('nav.main')} visibleFrom="sm">
        <NavLinks direction="row" />
      </Box>
      <Group gap="xs" wrap="nowrap">
        <ThemeToggle />
        <LanguageToggle />
        <Group gap="xs" visibleFrom="sm" wrap="nowrap">
          {user && (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          )}
          {status === 'guest' && <AuthButtons />}
        </Group>
      </Group>
    </Group>
  );
}
