import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordFlow } from '../../features/auth/components/forgot-password/forgot-password-flow';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      maxWidth={600}
      footer={
        <Anchor component={Link} to={paths.login} fw={600}>
          {t('forgot.backToLogin')}
        </Anchor>
      }
    >
      <ForgotPasswordFlow />
    </AuthCard>
  );
}
