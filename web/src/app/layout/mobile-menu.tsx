import { Button, Divider, Paper, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { AuthButtons } from './auth-buttons';
import classes from './layout.module.css';
import { ACCOUNT_LINKS } from './nav-items';
import { NavLinks } from './nav-links';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The phone menu: the top bar's links and account actions, one tap each. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();

  return (
    <Paper id={MOBILE_MENU_ID} className={classes.mobileMenu} shadow="md" radius={0} hiddenFrom="sm">
      <nav aria-label={t('nav.main')}>
        <NavLinks direction="column" onNavigate={onClose} />
      </nav>
      <Divider my="sm" />
      {user ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed" px="sm">
            {t('nav.signedInAs')} <strong>{user.username}</strong>
          </Text>
          {ACCOUNT_LINKS.map(({ to, labelKey, Icon }) => (
            <LinkButton key={to} to={to} variant="subtle" justify="start" icon={Icon} onClick={onClose}>
              {t(labelKey)}
            </LinkButton>
          ))}
          <Button
            variant="subtle"
            color="red"
            justify="start"
            leftSection={<IconLogout size={18} />}
            onClick={() => {
              onClose();
              signOut();
            }}
          >
            {t('nav.logout')}
          </Button>
        </Stack>
      ) : (
        <AuthButtons stacked onNavigate={onClose} />
      )}
    </Paper>
  );
}
