import { useState } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { AuthPromptModal } from '../../../components/auth-prompt-modal';
import { useSession } from '../../../lib/session';
import type { PublishedItem, PublishedKind } from '../../../api/published/kind';
import { useToggleLike } from '../api/toggle-like';

/** The heart and the count. Guests are asked to sign in; learners see their like at once. */
export function LikeButton({ kind, item }: { kind: PublishedKind; item: PublishedItem }) {
  const { t, i18n } = useTranslation();
  const { status } = useSession();
  const [prompt, { open, close }] = useDisclosure(false);
  const like = useToggleLike(kind);
  // One press at a time per card, so a double tap cannot send two toggles that cancel out unseen.
  const [busy, setBusy] = useState(false);
  const liked = item.likedByMe;
  const formatted = item.likes.toLocaleString(i18n.language);

  const press = () => {
    // While a stored session is being checked the reader is not a guest: their token goes with the like.
    if (status === 'guest') return open();
    if (busy) return;
    setBusy(true);
    like.mutate(
      { id: item.id, liked, likes: item.likes },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: errorMessage(error, t(`community.likeFailed.${kind}`)),
          }),
        onSettled: () => setBusy(false),
      },
    );
  };

  return (
    <>
      <Button
        variant={liked ? 'light' : 'subtle'}
        color={liked ? 'pink' : 'gray'}
        size="compact-sm"
        leftSection={liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
        onClick={press}
        aria-pressed={liked}
        // Starts with the count it shows (WCAG 2.5.3, label in name); aria-pressed says whether it is liked.
        aria-label={t('community.likeButton', { count: item.likes, formatted })}
        data-testid="like-button"
      >
        {formatted}
      </Button>
      <AuthPromptModal action="like" opened={prompt} onClose={close} />
    </>
  );
}
