import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Generation } from '@contract';
import { HighlightedSentence } from '../../../components/ai/highlighted-sentence';
import { paths } from '../../../config/paths';
import { CardFooter } from './card-footer';

/** A public generation in the feed: its words, the sentence with them marked, and the translation. */
export function GenerationFeedCard({ generation }: { generation: Generation }) {
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" data-testid="feed-card">
      <Stack gap="sm">
        <Group gap={6}>
          {generation.words.map((word) => (
            <Badge key={word} variant="light" color="teal" tt="none" lang="en">
              {word}
            </Badge>
          ))}
        </Group>
        <HighlightedSentence sentence={generation.sentence} words={generation.words} />
        {generation.translation && (
          <Text c="dimmed" size="sm" lang="zh-CN" lineClamp={2}>
            {generation.translation}
          </Text>
        )}
        <CardFooter kind="generations" item={generation} href={paths.generation(generation.id)} />
      </Stack>
    </Card>
  );
}
