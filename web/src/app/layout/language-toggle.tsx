import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../components/hint/hint';
import { useAppearance } from '../../features/profile/hooks/use-appearance';

/** Shows the current language (EN or ZH, docs/product.md); a click switches to the other one. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, setLanguage } = useAppearance();
  return (
    <Hint label={t('language.toggle')}>
      <Button
        variant="default"
        size="compact-md"
        h={34}
        px={10}
        leftSection={<IconLanguage size={18} />}
        aria-label={t('language.toggle')}
        data-testid="language-toggle"
        onClick={() => setLanguage(language === 'en' ? 'zh' : 'en')}
      >
        {t('language.short')}
      </Button>
    </Hint>
  );
}
