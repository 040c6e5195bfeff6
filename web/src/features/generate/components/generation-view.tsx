import type { ReactNode } from 'react';
import type { Generation } from '@contract';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResultActions } from '../../../components/ai/result-actions';
import { ResultPage } from '../../../components/published/result-page';
import { paths } from '../../../config/paths';
import { GenerationCard } from './generation-card';
import { RelatedGenerations } from './related-generations';

/** /generation/:id — anyone's public generation, or the learner's own private one. */
export function GenerationView({
  id,
  renderLike,
}: {
  id: string;
  /** The Like button (from the community feature, composed by the route). */
  renderLike?: (generation: Generation) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ResultPage
      kind="generations"
      id={id}
      makeYourOwn={{ to: paths.generate, label: t('generate.view.makeYourOwn'), icon: IconSparkles }}
    >
      {(generation, owner) => (
        <>
          <GenerationCard
            generation={generation}
            like={renderLike?.(generation)}
            actions={
              <ResultActions
                sharePath={paths.generation(id)}
                listenText={generation.sentence}
                owner={owner}
              />
            }
          />
          <RelatedGenerations id={id} />
        </>
      )}
    </ResultPage>
  );
}
