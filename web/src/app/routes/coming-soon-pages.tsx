import { useTranslation } from 'react-i18next';
import { AuthPrompt } from '../../components/auth-prompt';
import { ComingSoon } from '../../components/coming-soon';
import { useSession } from '../../lib/session';

/*
 * Pages whose features arrive in later issues. Each shows its name and one honest sentence;
 * Generate and Check already ask guests to sign in, as SPEC §6 requires.
 */
export function WordsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.words.title')} notice={t('pages.words.soon')} />;
}

export function GeneratePage() {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <ComingSoon title={t('pages.generate.title')} notice={t('pages.generate.soon')}>
      {status === 'guest' && <AuthPrompt />}
    </ComingSoon>
  );
}

export function CheckPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <ComingSoon title={t('pages.check.title')} notice={t('pages.check.soon')}>
      {status === 'guest' && <AuthPrompt />}
    </ComingSoon>
  );
}

export function CommunityPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.community.title')} notice={t('pages.community.soon')} />;
}

export function GenerationViewPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.generationView.title')} notice={t('pages.generationView.soon')} />;
}

export function SentenceCheckViewPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.checkView.title')} notice={t('pages.checkView.soon')} />;
}

export function AiConfigPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.aiConfig.title')} notice={t('pages.aiConfig.soon')} />;
}
