import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, type LinkProps } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'leftSection' | 'rightSection'> &
  Omit<LinkProps, keyof ButtonProps> & {
    icon?: Icon;
    /** An arrow that leads on stands after the label; any other icon before it. */
    iconAfter?: boolean;
    iconSize?: number;
  };

/** A button that goes somewhere: a real link (the router's), its icon only decoration beside the label. */
export function LinkButton({ icon: LinkIcon, iconAfter = false, iconSize = 18, ...props }: LinkButtonProps) {
  const icon = LinkIcon && <LinkIcon size={iconSize} aria-hidden />;
  return (
    <Button
      component={Link}
      leftSection={iconAfter ? undefined : icon}
      rightSection={iconAfter ? icon : undefined}
      {...props}
    />
  );
}
