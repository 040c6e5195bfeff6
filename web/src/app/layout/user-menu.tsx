import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@contract';
import { ACCOUNT_LINKS } from './nav-items';
import { useSignOut } from '../../lib/use-sign-out';

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={8}
          data-testid="user-menu"
          // Starts with the name on screen, so a voice user can say what they see (WCAG 2.5.3).
          aria-label={t('nav.userMenu', { username: user.username })}
          leftSection={
            <Avatar size={28} color="teal" radius="xl" aria-hidden>
              {user.username.slice(0, 1).toUpperCase()}
            </Avatar>
          }
          rightSection={<IconChevronDown size={16} />}
        >
          <Text span fw={600} maw={140} truncate>
            {user.username}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('nav.signedInAs')}</Menu.Label>
        {ACCOUNT_LINKS.map(({ to, labelKey, Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
            {t(labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          // Mantine's red-6 is 3.3:1 on white; the error colour passes in both schemes.
          style={{ color: 'var(--mantine-color-error)' }}
          leftSection={<IconLogout size={16} />}
          onClick={signOut}
        >
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
