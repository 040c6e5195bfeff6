import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../config/paths';

/** What the guest tried to do: each says in its own words what an account gives. */
export type GuestAction = 'generate' | 'check' | 'like';

interface AuthPromptProps {
  action: GuestAction;
  /** 'plain': no card or heading, for a dialog that carries the title itself. */
  variant?: 'card' | 'plain';
}

/** Shown to guests on pages that need an account to act; logging in brings them back here. */
export function AuthPrompt({ action, variant = 'card' }: AuthPromptProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const from = { pathname: location.pathname, search: location.search };

  const body = (
    <>
      <Text c="dimmed">{t(`auth.guestPrompt.text.${action}`)}</Text>
      <Group gap="sm">
        <Button component={Link} to={paths.login} state={{ from }}>
          {t('auth.guestPrompt.login')}
        </Button>
        <Button component={Link} to={paths.register} state={{ from }} variant="default">
          {t('auth.guestPrompt.register')}
        </Button>
      </Group>
    </>
  );

  if (variant === 'plain') {
    return (
      <Stack gap="md" align="flex-start" data-testid="auth-prompt-dialog">
        {body}
      </Stack>
    );
  }
  return (
    <Card shadow="xs" data-testid="auth-prompt">
      <Stack gap="sm" align="flex-start">
        <Group gap="xs">
          <IconLock size={20} aria-hidden />
          <Title order={2} size="h4">
            {t('auth.guestPrompt.title')}
          </Title>
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
