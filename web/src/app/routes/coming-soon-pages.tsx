import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

/* Pages whose features arrive in later issues. Each shows its name and one honest sentence. */
export function CommunityPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.community.title')} notice={t('pages.community.soon')} />;
}

export function AiConfigPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.aiConfig.title')} notice={t('pages.aiConfig.soon')} />;
}
