import { Anchor, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAiAvailable } from '../../../api/get-ai-models';
import { NoAiNote } from '../../../components/ai/no-ai-note';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { FIRST_RUN_WORDS, useFirstRun } from '../api/get-first-run';

/**
 * A new learner's first steps, in order, with what is done so far: add five words, generate a sentence from
 * them (only where a model can write one), check one of your own, review. Shown until all are done.
 */
export function FirstRunPath({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const progress = useFirstRun(signedIn);
  const aiAvailable = useAiAvailable(user?.username ?? null, signedIn);
  if (!signedIn || !progress.data || aiAvailable === undefined) return null;
  const { words, generations, checks, reviewed } = progress.data;
  const allSteps = [
    {
      key: 'words',
      to: paths.words,
      done: words >= FIRST_RUN_WORDS,
      params: { count: Math.min(words, FIRST_RUN_WORDS), max: FIRST_RUN_WORDS },
    },
    { key: 'generate', to: paths.generate, done: generations > 0, params: {} },
    { key: 'check', to: paths.check, done: checks > 0, params: {} },
    { key: 'review', to: paths.review, done: reviewed, params: {} },
  ] as const;
  const steps = allSteps.filter((step) => aiAvailable || step.key !== 'generate');
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;

  return (
    <Card component="section" aria-labelledby="first-run-title" shadow="xs" maw={760} mx="auto" w="100%">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3" id="first-run-title">
            {t('home.firstRun.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="first-run-progress">
            {t('home.firstRun.progress', { done, total: steps.length })}
          </Text>
        </Group>
        <Progress value={(done / steps.length) * 100} size="sm" aria-hidden />
        <List spacing="sm" center listStyleType="none" component="ol">
          {steps.map((step) => (
            <List.Item
              key={step.key}
              icon={
                <ThemeIcon variant="transparent" color={step.done ? 'teal' : 'gray'} aria-hidden>
                  {step.done ? <IconCircleCheckFilled size={20} /> : <IconCircleDashed size={20} />}
                </ThemeIcon>
              }
            >
              <Anchor
                component={Link}
                to={step.to}
                fw={step.done ? 400 : 600}
                td={step.done ? 'line-through' : undefined}
              >
                {t(`home.firstRun.${step.key}`, step.params)}
              </Anchor>
              <Text span size="sm" c="dimmed">
                {' · '}
                {step.done ? t('home.firstRun.done') : t('home.firstRun.todo')}
              </Text>
            </List.Item>
          ))}
        </List>
        {!aiAvailable && <NoAiNote what="home.firstRun.noAi" />}
      </Stack>
    </Card>
  );
}
