import { useTranslation } from 'react-i18next';
import { useRecent } from '../../../api/published/list-recent';
import { CheckLinks } from './check-links';

export function RecentChecks() {
  const { t } = useTranslation();
  const recent = useRecent('checks');
  return (
    <CheckLinks
      title={t('check.recent.title')}
      checks={recent.data}
      pending={recent.isPending}
      empty={recent.isError ? t('check.recent.failed') : t('check.recent.empty')}
      testId="recent-checks"
    />
  );
}
