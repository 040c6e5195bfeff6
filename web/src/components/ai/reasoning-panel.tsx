import { useEffect, useId, useRef } from 'react';
import { Collapse, Paper, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DisclosureButton } from './disclosure-button';

interface ReasoningPanelProps {
  reasoning: string;
  /** While the model is still thinking the panel follows the newest text. */
  streaming?: boolean;
  defaultOpen?: boolean;
}

/** The model's thinking, folded away; it fills as reasoning arrives. */
export function ReasoningPanel({ reasoning, streaming = false, defaultOpen = false }: ReasoningPanelProps) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(defaultOpen);
  const panelId = useId();
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = viewport.current;
    if (streaming && opened && element) element.scrollTop = element.scrollHeight;
  }, [reasoning, streaming, opened]);

  if (!reasoning) return null;
  return (
    <Paper withBorder radius="md" bg="var(--mantine-color-default-hover)">
      <DisclosureButton icon={IconBulb} iconSize={16} opened={opened} onToggle={toggle} controls={panelId}>
        {streaming ? t('results.reasoning.thinking') : t('results.reasoning.title')}
      </DisclosureButton>
      <Collapse expanded={opened} id={panelId}>
        <ScrollArea.Autosize mah={260} viewportRef={viewport} px="md" pb="sm">
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="reasoning">
            {reasoning}
          </Text>
        </ScrollArea.Autosize>
      </Collapse>
    </Paper>
  );
}
