import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** A result that does not exist, or is private and not the visitor's (the server never says which). */
export function ResultNotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py={56} gap="md" data-testid="result-not-found">
      <IconFileUnknown size={64} stroke={1.4} color="var(--mantine-color-teal-6)" aria-hidden />
      <Title order={1}>{title}</Title>
      <Text c="dimmed" maw={460}>
        {text}
      </Text>
      <Group justify="center" gap="sm">
        <Button component={Link} to={paths.home}>
          {t('results.notFound.home')}
        </Button>
        <Button component={Link} to={paths.community} variant="default">
          {t('results.notFound.community')}
        </Button>
      </Group>
    </Stack>
  );
}
