import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './community.module.css';

/** Guests read everything; the banner says what an account adds and comes back here after signing in. */
export function GuestBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const from = { pathname: location.pathname, search: location.search };
  return (
    <Paper className={classes.banner} p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="guest-banner">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" visibleFrom="xs" aria-hidden>
          <IconHeartHandshake size={22} />
        </ThemeIcon>
        <Stack gap="sm" style={{ flex: 1 }}>
          <div>
            <Title order={2} size="h4">
              {t('community.guest.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('community.guest.text')}
            </Text>
          </div>
          <Group gap="sm">
            <Button component={Link} to={paths.register} state={{ from }}>
              {t('community.guest.register')}
            </Button>
            <Button component={Link} to={paths.login} state={{ from }} variant="default">
              {t('community.guest.login')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
