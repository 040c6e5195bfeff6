import { ActionIcon, Anchor, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { openConfirmModal } from '../../../lib/confirm';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Generation, SentenceCheck } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useDeletePublished } from '../../../api/published/delete-published';
import type { PublishedItem, PublishedKind } from '../../../api/published/kind';
import { useUpdatePrivacy } from '../../../api/published/update-privacy';
import { RelativeTime } from '../../../components/relative-time';
import { resultPath } from '../../../components/published/result-path';

/** One of the learner's items: its text linking to its page, when, likes, public switch and delete. */
export function OwnItem({ kind, item }: { kind: PublishedKind; item: PublishedItem }) {
  const { t, i18n } = useTranslation();
  const privacy = useUpdatePrivacy(kind, 'list');
  // The row that asked unmounts when the list refreshes, before a mutate() callback could run.
  const remove = useDeletePublished(kind, { from: 'list', successToast: `profile.content.deleted.${kind}` });
  const isGeneration = kind === 'generations';
  const text = item.sentence;
  const href = resultPath(kind, item.id);
  const detail = isGeneration
    ? (item as Generation).words.join(' · ')
    : t('profile.content.score', { score: Math.round((item as SentenceCheck).score) });
  // Each row's controls name their item, so a screen-reader list of them is not ten identical "Delete"s.
  const itemName = text.length > 60 ? `${text.slice(0, 59)}…` : text;
  // While the switch saves it shows where it is going.
  const isPublic = privacy.isPending && privacy.variables ? privacy.variables.isPublic : item.isPublic;

  const changePrivacy = (next: boolean) =>
    privacy.mutate(
      { id: item.id, isPublic: next },
      {
        onSuccess: ({ message }) =>
          notifications.show({
            color: 'teal',
            message: message ?? t(next ? 'results.actions.nowPublic' : 'results.actions.nowPrivate'),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: errorMessage(error, t(`profile.content.updateFailed.${kind}`)),
          }),
      },
    );

  const confirmDelete = () =>
    openConfirmModal({
      title: t(`profile.content.deleteTitle.${kind}`),
      children: (
        <Stack gap="xs">
          <Text size="sm" lang="en" fs="italic" lineClamp={3}>
            {text}
          </Text>
          <Text size="sm">{t('results.actions.deleteText')}</Text>
        </Stack>
      ),
      labels: { confirm: t('results.actions.delete'), cancel: t('results.actions.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        remove.mutate(item.id, {
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: errorMessage(error, t(`profile.content.deleteFailed.${kind}`)),
            }),
        }),
    });

  return (
    <Paper withBorder radius="md" p="sm" data-testid="own-item">
      <Stack gap={6}>
        <Anchor component={Link} to={href} lang="en" lineClamp={2} fw={500}>
          {text}
        </Anchor>
        <Text size="xs" c="dimmed" lang={isGeneration ? 'en' : undefined} truncate>
          {detail}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <RelativeTime date={item.createdAt} size="xs" c="dimmed" />
            <Group gap={4} c="dimmed" role="img" aria-label={t('results.likes', { count: item.likes })}>
              <IconHeart size={14} aria-hidden />
              <Text size="xs">{item.likes.toLocaleString(i18n.language)}</Text>
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Switch
              size="sm"
              // The setting's name; on or off says which. A label flipping to "Private" would contradict the name.
              label={t('results.public')}
              checked={isPublic}
              disabled={privacy.isPending}
              onChange={(event) => changePrivacy(event.currentTarget.checked)}
              aria-label={t('profile.content.publicSwitch', { text: itemName })}
            />
            <Tooltip label={t('results.actions.delete')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={confirmDelete}
                loading={remove.isPending}
                aria-label={t('profile.content.deleteItem', { text: itemName })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
