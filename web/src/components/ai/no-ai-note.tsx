import { Anchor, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * One line where an AI step would be, on a server without a model: what an AI would add, and where a
 * learner sets their own key. `what` is the i18n key of the sentence, with a <settings> link to AI settings.
 */
export function NoAiNote({ what }: { what: 'home.firstRun.noAi' | 'review.done.noAi' }) {
  return (
    <Text size="sm" c="dimmed" data-testid="no-ai-note">
      <Trans i18nKey={what} components={{ settings: <Anchor component={Link} to={paths.aiConfig} /> }} />
    </Text>
  );
}
