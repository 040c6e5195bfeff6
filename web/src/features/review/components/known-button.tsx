import { Button, Group, Kbd } from '@mantine/core';
import { IconSword } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * "I know this" (斩), on the question and on the answer alike. Its name never says the word: before the
 * answer is shown that would give it away.
 */
export function KnownButton({ onKnown }: { onKnown: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="center">
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconSword size={16} aria-hidden />}
        rightSection={
          <Kbd size="xs" visibleFrom="sm" aria-hidden>
            {t('review.known.key')}
          </Kbd>
        }
        onClick={(event) => {
          event.stopPropagation();
          onKnown();
        }}
        aria-keyshortcuts="K"
        data-testid="known-button"
      >
        {t('review.known.button')}
      </Button>
    </Group>
  );
}
