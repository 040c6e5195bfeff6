import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import classes from './layout.module.css';

/** The loom mark: the same W as the favicon. */
function Logo() {
  return (
    <svg viewBox="0 0 64 64" width={30} height={30} aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M14 20l8 26 10-20 10 20 8-26"
        fill="none"
        stroke="#fff"
        strokeWidth={6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className={classes.brand} aria-label={t('app.homeLink')}>
      <Group gap={8} wrap="nowrap">
        <Logo />
        <Text fw={800} fz="lg" lh={1} className={classes.brandName}>
          {t('app.name')}
        </Text>
      </Group>
    </Link>
  );
}
