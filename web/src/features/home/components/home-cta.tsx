import { Button, Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAiAvailable } from '../../../api/get-ai-models';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import classes from './home.module.css';

/**
 * Guests are invited to join; signed-in learners jump straight to the work: writing with AI only where a
 * model can (a default install has none), else checking their own sentences with Words beside it.
 */
export function HomeCta() {
  const { t } = useTranslation();
  const { user } = useSession();
  const aiAvailable = useAiAvailable(user?.username ?? null, user !== null);

  return (
    <Paper
      className={classes.cta}
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="home-cta"
    >
      <Title order={2} id="home-cta" ta="center" mb="lg">
        {t('home.ctaTitle')}
      </Title>
      <Group justify="center" gap="sm">
        {user && aiAvailable && (
          <>
            <Button component={Link} to={paths.generate}>
              {t('home.ctaGenerate')}
            </Button>
            <Button component={Link} to={paths.check} variant="default">
              {t('home.ctaCheck')}
            </Button>
          </>
        )}
        {user && aiAvailable === false && (
          <>
            <Button component={Link} to={paths.check}>
              {t('home.ctaCheck')}
            </Button>
            <Button component={Link} to={paths.words} variant="default">
              {t('home.ctaWords')}
            </Button>
          </>
        )}
        {!user && (
          <>
            <Button component={Link} to={paths.register}>
              {t('home.ctaGuest')}
            </Button>
            <Button component={Link} to={paths.login} variant="default">
              {t('home.ctaLogin')}
            </Button>
          </>
        )}
      </Group>
    </Paper>
  );
}
