import { Button, Group, List, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../lib/confirm';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { useDeleteAllContent } from '../api/delete-all-content';
import { useExportData } from '../api/export-data';
import { SectionCard } from './section-card';

/** Export data (a JSON download) and Delete all content (after a confirmation that says what goes). */
export function DataSection() {
  const { t } = useTranslation();
  const exportData = useExportData();
  const deleteAll = useDeleteAllContent();

  const runExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('profile.data.exported') }),
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessage(error, t('profile.data.exportFailed')) }),
    });

  const confirmDeleteAll = () =>
    openConfirmModal({
      title: t('profile.data.deleteTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('profile.data.deleteIntro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('profile.data.deleteGenerations')}</List.Item>
            <List.Item>{t('profile.data.deleteChecks')}</List.Item>
            <List.Item>{t('profile.data.deleteLikes')}</List.Item>
            <List.Item>{t('profile.data.deleteMistakes')}</List.Item>
          </List>
          <Text size="sm">{t('profile.data.deleteKeeps')}</Text>
          <Text size="sm" fw={700} c="red">
            {t('profile.data.deleteWarning')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('profile.data.deleteConfirm'), cancel: t('results.actions.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        deleteAll.mutate(undefined, {
          onSuccess: (result) =>
            notifications.show({
              color: 'teal',
              title: t('profile.data.deletedTitle', { count: result.totalDeleted }),
              message: t('profile.data.deletedCounts', {
                generations: result.generations,
                checks: result.sentenceChecks,
              }),
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: errorMessage(error, t('profile.data.deleteFailed')),
            }),
        }),
    });

  const actions: DataActionProps[] = [
    {
      text: t('profile.data.exportText'),
      label: t('profile.data.export'),
      icon: IconDownload,
      variant: 'default',
      loading: exportData.isPending,
      onClick: runExport,
    },
    {
      text: t('profile.data.deleteText'),
      label: t('profile.data.delete'),
      icon: IconTrash,
      color: 'red',
      loading: deleteAll.isPending,
      onClick: confirmDeleteAll,
    },
  ];

  return (
    <SectionCard title={t('profile.data.title')}>
      <Stack gap="lg">
        {actions.map((action) => (
          <DataAction key={action.label} {...action} />
        ))}
      </Stack>
    </SectionCard>
  );
}

interface DataActionProps {
  /** What the action does. */
  text: string;
  label: string;
  icon: Icon;
  variant?: 'default';
  color?: 'red';
  loading: boolean;
  onClick: () => void;
}

/** One row of the section: what the action does, and its button. */
function DataAction({ text, label, icon: ButtonIcon, variant, color, loading, onClick }: DataActionProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text c="dimmed" size="sm" maw={480}>
        {text}
      </Text>
      <Button
        variant={variant}
        color={color}
        leftSection={<ButtonIcon size={18} aria-hidden />}
        loading={loading}
        onClick={onClick}
      >
        {label}
      </Button>
    </Group>
  );
}
