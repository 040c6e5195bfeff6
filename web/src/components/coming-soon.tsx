import type { ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { PageHeader } from './page-header';

interface ComingSoonProps {
  title: string;
  /** One honest sentence: this part is not built yet. */
  notice: string;
  children?: ReactNode;
}

/** A page whose feature arrives in a later issue: its name and a plain notice, nothing pretend. */
export function ComingSoon({ title, notice, children }: ComingSoonProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <Alert variant="light" color="teal" icon={<IconHourglassHigh size={20} />} data-testid="coming-soon">
        {notice}
      </Alert>
      {children}
    </Stack>
  );
}
