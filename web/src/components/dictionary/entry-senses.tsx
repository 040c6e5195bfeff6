import { Badge, List, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DictionaryEntryResponse, PartOfSpeech } from '@contract';

type Sense = DictionaryEntryResponse['senses'][number];

/** The senses in runs of one part of speech, in the dictionary's order (the main part of speech first). */
function byPartOfSpeech(senses: Sense[]): Array<{ part: PartOfSpeech | null; definitions: string[] }> {
  const groups: Array<{ part: PartOfSpeech | null; definitions: string[] }> = [];
  for (const { partOfSpeech, definition } of senses) {
    const group = groups.find(({ part }) => part === partOfSpeech);
    if (group) group.definitions.push(definition);
    else groups.push({ part: partOfSpeech, definitions: [definition] });
  }
  return groups;
}

export function EntrySenses({ senses, perPart = Infinity }: { senses: Sense[]; perPart?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {byPartOfSpeech(senses).map(({ part, definitions }) => (
        <Stack key={part ?? 'other'} gap={4}>
          <Badge variant="light" color="gray" size="sm" tt="none">
            {part ? t(`words.pos.${part}`) : t('dictionary.otherSenses')}
          </Badge>
          <List type="ordered" size="sm" spacing={2} lang="en">
            {definitions.slice(0, perPart).map((definition, index) => (
              <List.Item key={index}>{definition}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
