import { useTranslation } from 'react-i18next';
import { useRelatedGenerations } from '../api/get-related-generations';
import { GenerationLinks } from './generation-links';

export function RelatedGenerations({ id }: { id: string }) {
  const { t } = useTranslation();
  const related = useRelatedGenerations(id);
  return (
    <GenerationLinks
      title={t('generate.related.title')}
      generations={related.data?.filter((generation) => generation.id !== id)}
      pending={related.isPending}
      empty={related.isError ? t('generate.related.failed') : t('generate.related.empty')}
      testId="related-generations"
    />
  );
}
