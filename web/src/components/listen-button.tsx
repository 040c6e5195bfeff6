import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconPlayerStopFilled, IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSpeech } from '../lib/use-speech';

interface ListenButtonProps {
  text: string;
  label: string;
  /** A button with its label written out, rather than an icon with a tooltip. */
  labelled?: boolean;
}

/** Reads `text` aloud in the learner's English; while it speaks, the same button stops it. */
export function ListenButton({ text, label, labelled = false }: ListenButtonProps) {
  const { t } = useTranslation();
  const speech = useSpeech();
  if (!speech.supported) return null;
  const name = speech.speaking ? t('review.answer.stop') : label;
  const icon = speech.speaking ? <IconPlayerStopFilled size={16} /> : <IconVolume size={18} />;
  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation();
    if (speech.speaking) speech.stop();
    else speech.speak(text);
  };
  if (labelled) {
    return (
      <Button variant="light" size="sm" leftSection={icon} onClick={toggle}>
        {name}
      </Button>
    );
  }
  return (
    <Tooltip label={name} openDelay={400}>
      <ActionIcon variant="light" size="lg" radius="xl" aria-label={name} onClick={toggle}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
