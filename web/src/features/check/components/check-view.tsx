import type { ReactNode } from 'react';
import type { SentenceCheck } from '@contract';
import { IconTextSpellcheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { answeredByFallback } from '../../../components/ai/model-name';
import { ResultActions } from '../../../components/ai/result-actions';
import { ResultPage } from '../../../components/published/result-page';
import { paths } from '../../../config/paths';
import { CheckCard } from './check-card';
import { SimilarChecks } from './similar-checks';

/** /check/:id — anyone's public check, or the learner's own private one. */
export function CheckView({
  id,
  renderLike,
}: {
  id: string;
  /** The Like button (from the community feature, composed by the route). */
  renderLike?: (check: SentenceCheck) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ResultPage
      kind="checks"
      id={id}
      makeYourOwn={{ to: paths.check, label: t('check.view.checkYourOwn'), icon: IconTextSpellcheck }}
      subtitle={(check) => checkedBy(t, check)}
    >
      {(check, owner) => (
        <>
          <CheckCard
            check={check}
            like={renderLike?.(check)}
            actions={
              <ResultActions
                sharePath={paths.sentenceCheck(id)}
                listenText={check.correctedSentence}
                owner={owner}
              />
            }
          />
          <SimilarChecks id={id} />
        </>
      )}
    </ResultPage>
  );
}

/** Which checker answered: "scored by AI" was wrong for a built-in check. */
function checkedBy(t: TFunction, check: SentenceCheck): string {
  if (answeredByFallback(check)) return t('check.view.subtitleFallback');
  if (check.provider === 'offline') return t('check.view.subtitleBuiltIn');
  return t('check.view.subtitleAi', { model: check.model });
}
