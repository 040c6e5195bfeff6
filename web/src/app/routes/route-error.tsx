import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A page that failed to load or to render: say so, and offer to load it again (the layout stays). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py={64} gap="md" role="alert">
      <Title order={1}>{t('routeError.title')}</Title>
      <Text c="dimmed" maw={440}>
        {t('routeError.text')}
      </Text>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </Stack>
  );
}
