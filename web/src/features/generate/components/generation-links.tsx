import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Generation } from '@contract';
import { paths } from '../../../config/paths';
import { ResultLinks } from '../../../components/ai/result-links';

interface GenerationLinksProps {
  title: string;
  generations: Generation[] | undefined;
  pending: boolean;
  empty: string;
  testId: string;
}

/** A short list of generations linking to their pages (recent, related), each with its words. */
export function GenerationLinks({ generations, ...list }: GenerationLinksProps) {
  return (
    <ResultLinks
      {...list}
      items={generations}
      renderItem={(generation) => (
        <>
          <Anchor component={Link} to={paths.generation(generation.id)} size="sm" lang="en" lineClamp={2}>
            {generation.sentence}
          </Anchor>
          <Text size="xs" c="dimmed" lang="en" truncate>
            {generation.words.join(' · ')}
          </Text>
        </>
      )}
    />
  );
}
