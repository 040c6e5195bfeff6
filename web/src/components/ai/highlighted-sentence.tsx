import { Mark, Text } from '@mantine/core';
import { highlightWords } from '../../lib/highlight-words';

/** The generated sentence with the learner's words marked. */
export function HighlightedSentence({ sentence, words }: { sentence: string; words: string[] }) {
  return (
    <Text fz={{ base: 'lg', sm: 'xl' }} fw={500} lh={1.5} lang="en" data-testid="generated-sentence">
      {highlightWords(sentence, words).map((part, index) =>
        part.match ? (
          <Mark key={index} color="teal" px={2} style={{ borderRadius: 4 }}>
            {part.text}
          </Mark>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
