import { Badge } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Public or private, as a label beside a result. */
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={isPublic ? 'teal' : 'gray'}
      leftSection={isPublic ? <IconWorld size={12} aria-hidden /> : <IconLock size={12} aria-hidden />}
      data-testid="visibility"
    >
      {isPublic ? t('results.public') : t('results.private')}
    </Badge>
  );
}
