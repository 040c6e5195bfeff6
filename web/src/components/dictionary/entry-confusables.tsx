import { Fragment } from 'react';
import { Stack, Text } from '@mantine/core';
import type { DictionaryEntryResponse } from '@contract';

interface EntryConfusablesProps {
  groups: DictionaryEntryResponse['confusables'];
  /** The entry's word, marked in each group. */
  word: string;
}

/** Each group of easily confused words, then the Chinese note on what tells them apart. */
export function EntryConfusables({ groups, word }: EntryConfusablesProps) {
  return (
    <Stack gap="sm">
      {groups.map(({ words, note }) => (
        <Stack key={words.join('|')} gap={2} data-testid="confusable-group">
          <Text size="sm" lang="en">
            {words.map((other, index) => (
              <Fragment key={other}>
                {index > 0 && ' · '}
                <Text span inherit fw={other.toLowerCase() === word.toLowerCase() ? 800 : 500}>
                  {other}
                </Text>
              </Fragment>
            ))}
          </Text>
          <Text size="sm" c="dimmed" lang="zh-CN" style={{ whiteSpace: 'pre-line' }}>
            {note}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
