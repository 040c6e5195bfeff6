import { useState } from 'react';
import { Alert, Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CLOZE_BLANK, PRACTICE_LIMITS, type Drill } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useAnswerDrill } from '../api/answer-drill';

/** One drill: the corrected sentence with the fix blanked; Enter checks the answer, Enter again moves on. */
export function DrillCard({ drill, onNext }: { drill: Drill; onNext: () => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  const check = useAnswerDrill();
  const result = check.data;
  const [before = '', ...rest] = drill.prompt.text.split(CLOZE_BLANK);
  const after = rest.join(CLOZE_BLANK);
  const submit = () => {
    if (result) onNext();
    else if (answer.trim() && !check.isPending) check.mutate({ id: drill.id, answer });
  };
  return (
    <Card padding="lg" radius="lg" withBorder data-testid="drill">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('practice.drill.prompt', { original: drill.prompt.original })}
        </Text>
        <Text fz="lg" lh={1.7} lang="en" data-testid="drill-prompt">
          {before}
          <Text span fw={700} c={result ? (result.correct ? 'green' : 'red') : undefined} td="underline">
            {result ? result.expected : '____'}
          </Text>
          {after}
        </Text>
        <TextInput
          label={t('practice.drill.label')}
          value={answer}
          onChange={(event) => setAnswer(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
          readOnly={Boolean(result)}
          maxLength={PRACTICE_LIMITS.drillAnswerMax}
          lang="en"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          data-testid="drill-answer"
        />
        {result && (
          <Alert
            color={result.correct ? 'green' : 'red'}
            variant="light"
            icon={result.correct ? <IconCheck size={18} /> : <IconX size={18} />}
            data-testid="drill-verdict"
          >
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {result.correct
                  ? t('practice.drill.correct')
                  : t('practice.drill.wrong', { expected: result.expected })}
              </Text>
              <Text size="sm" c="dimmed">
                {drill.prompt.explanation}
              </Text>
            </Stack>
          </Alert>
        )}
        {check.isError && (
          <Alert color="red" variant="light" title={t('practice.drill.answerFailed')}>
            {errorMessage(check.error, t('errors.generic'))}
          </Alert>
        )}
        <Button
          onClick={submit}
          disabled={!result && !answer.trim()}
          loading={check.isPending}
          rightSection={result ? <IconArrowRight size={16} aria-hidden /> : undefined}
        >
          {result ? t('practice.drill.next') : t('practice.drill.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
