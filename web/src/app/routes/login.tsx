import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={paths.register} state={state} fw={600}>
            {t('auth.login.toRegister')}
          </Anchor>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
