import { useTranslation } from 'react-i18next';
import { useRecent } from '../../../api/published/list-recent';
import { GenerationLinks } from './generation-links';

export function RecentGenerations() {
  const { t } = useTranslation();
  const recent = useRecent('generations');
  return (
    <GenerationLinks
      title={t('generate.recent.title')}
      generations={recent.data}
      pending={recent.isPending}
      empty={recent.isError ? t('generate.recent.failed') : t('generate.recent.empty')}
      testId="recent-generations"
    />
  );
}
