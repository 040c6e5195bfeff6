import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import classes from './home.module.css';

const PILLS = ['words', 'dictionary', 'sentences', 'grammar', 'community'] as const;

export function Hero() {
  const { t } = useTranslation();
  const { user } = useSession();

  return (
    <section className={classes.hero} aria-labelledby="home-headline">
      <Stack gap="lg" align="center" ta="center" maw={760} mx="auto">
        {user && (
          <Text c="teal" fw={600}>
            {t('home.welcome', { username: user.username })}
          </Text>
        )}
        <Title id="home-headline" order={1} className={classes.headline}>
          {t('home.headline')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('home.subtitle')}
        </Text>
        <Group gap="xs" justify="center" component="ul" className={classes.pills}>
          {PILLS.map((pill) => (
            <Badge key={pill} component="li" size="lg" variant="light" radius="xl" tt="none">
              {t(`home.pills.${pill}`)}
            </Badge>
          ))}
        </Group>
        <Group justify="center" gap="sm">
          {/* Signed in, the way on is the learner's words; a guest's is an account. */}
          <LinkButton to={user ? paths.words : paths.register} size="md" icon={IconArrowRight} iconAfter>
            {user ? t('home.ctaWords') : t('home.ctaGuest')}
          </LinkButton>
          <Button component={Link} to={paths.community} size="md" variant="default">
            {t('home.ctaCommunity')}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
