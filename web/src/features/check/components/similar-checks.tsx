import { useTranslation } from 'react-i18next';
import { useSimilarChecks } from '../api/get-similar-checks';
import { CheckLinks } from './check-links';

export function SimilarChecks({ id }: { id: string }) {
  const { t } = useTranslation();
  const similar = useSimilarChecks(id);
  return (
    <CheckLinks
      title={t('check.similar.title')}
      checks={similar.data?.filter((check) => check.id !== id)}
      pending={similar.isPending}
      empty={similar.isError ? t('check.similar.failed') : t('check.similar.empty')}
      testId="similar-checks"
    />
  );
}
