import { useTranslation } from 'react-i18next';
import { useRecentChecks } from '../api/list-checks';
import { CheckLinks } from './check-links';

export function RecentChecks() {
  const { t } = useTranslation();
  const recent = useRecentChecks(true);
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
