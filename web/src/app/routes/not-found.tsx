import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py={64} gap="md">
      <Text fz={72} fw={800} c="teal" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw={440}>
        {t('notFound.text')}
      </Text>
      <Button component={Link} to={paths.home}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
