import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time';
import type { PublishedItem, PublishedKind } from '../../../api/published/kind';
import { LikeButton } from './like-button';

interface CardFooterProps {
  kind: PublishedKind;
  item: PublishedItem;
  href: string;
}

/** Who and when on the left; the like and the link to the full page on the right. */
export function CardFooter({ kind, item, href }: CardFooterProps) {
  const { t } = useTranslation();
  const name = item.author.username;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap={8} wrap="nowrap" miw={0}>
        <Avatar size={26} radius="xl" color="initials" name={name} aria-hidden />
        <Text size="sm" fw={600} truncate data-testid="author">
          {name}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden>
          ·
        </Text>
        <RelativeTime date={item.createdAt} size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LikeButton kind={kind} item={item} />
        <Anchor
          component={Link}
          to={href}
          size="sm"
          fw={600}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
        >
          {t('community.open')}
          <IconArrowRight size={14} aria-hidden />
        </Anchor>
      </Group>
    </Group>
  );
}
