import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../components/hint/hint';
import { useAppearance } from '../../features/profile/hooks/use-appearance';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, setTheme } = useAppearance();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Hint label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        data-testid="theme-toggle"
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        {theme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
      </ActionIcon>
    </Hint>
  );
}
