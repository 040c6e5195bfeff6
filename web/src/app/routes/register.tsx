import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login} state={state} fw={600}>
            {t('auth.register.toLogin')}
          </Anchor>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
