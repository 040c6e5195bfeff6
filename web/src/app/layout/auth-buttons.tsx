import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function AuthButtons({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" grow={stacked}>
      <Button component={Link} to={paths.login} variant="default" onClick={onNavigate}>
        {t('nav.login')}
      </Button>
      <Button component={Link} to={paths.register} onClick={onNavigate}>
        {t('nav.register')}
      </Button>
    </Group>
  );
}
