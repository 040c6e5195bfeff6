import type { ReactNode } from 'react';
import { Button, type MantineSize } from '@mantine/core';
import { IconChevronDown, type Icon } from '@tabler/icons-react';

interface DisclosureButtonProps {
  icon: Icon;
  /** Of both icons: the leading one and the chevron that turns when open. */
  iconSize: number;
  size?: MantineSize;
  opened: boolean;
  onToggle: () => void;
  /** The id of the panel it shows and hides. */
  controls: string;
  children: ReactNode;
}

/** The full-width header of a collapsible panel (settings, the model's thinking). */
export function DisclosureButton({
  icon: LeadIcon,
  iconSize,
  size,
  opened,
  onToggle,
  controls,
  children,
}: DisclosureButtonProps) {
  return (
    <Button
      variant="subtle"
      color="gray"
      fullWidth
      justify="space-between"
      styles={{ label: { flex: 1, textAlign: 'start' } }}
      size={size}
      leftSection={<LeadIcon size={iconSize} aria-hidden />}
      rightSection={
        <IconChevronDown
          size={iconSize}
          aria-hidden
          style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
        />
      }
      onClick={onToggle}
      aria-expanded={opened}
      aria-controls={controls}
    >
      {children}
    </Button>
  );
}
