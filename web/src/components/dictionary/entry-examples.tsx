import { List } from '@mantine/core';

/* Two are enough to see the word used; more would push the rest of the entry out of sight. */
const EXAMPLES_SHOWN = 2;

export function EntryExamples({ examples }: { examples: string[] }) {
  return (
    <List size="sm" spacing={4} lang="en" fs="italic">
      {examples.slice(0, EXAMPLES_SHOWN).map((example) => (
        <List.Item key={example}>{example}</List.Item>
      ))}
    </List>
  );
}
