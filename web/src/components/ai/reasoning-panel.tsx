import { useEffect, useId, useRef } from 'react';
import { Button, Collapse, Paper, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBulb, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
      <Button
        variant="subtle"
        color="gray"
        fullWidth
        justify="space-between"
        styles={{ label: { flex: 1, textAlign: 'start' } }}
        leftSection={<IconBulb size={16} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
      >
        {streaming ? t('results.reasoning.thinking') : t('results.reasoning.title')}
      </Button>
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
