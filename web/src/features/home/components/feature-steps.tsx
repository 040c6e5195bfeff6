import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks, IconCompass, IconSparkles, IconTextGrammar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { key: 'browse', icon: IconCompass },
  { key: 'words', icon: IconBooks },
  { key: 'generate', icon: IconSparkles },
  { key: 'check', icon: IconTextGrammar },
] as const;

/** docs/product.md, "Home": the four core-feature steps, in the order a learner meets them. */
export function FeatureSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-steps">
      <Title order={2} id="home-steps" ta="center" mb="lg">
        {t('home.stepsTitle')}
      </Title>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="lg"
        component="ol"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {STEPS.map(({ key, icon: Icon }, index) => (
          <Card key={key} component="li" shadow="xs">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Text size="xs" c="dimmed" fw={700} mt="md">
              {index + 1} / {STEPS.length}
            </Text>
            <Title order={3} size="h4" mt={4}>
              {t(`home.steps.${key}Title`)}
            </Title>
            <Text size="sm" c="dimmed" mt="xs">
              {t(`home.steps.${key}Text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
