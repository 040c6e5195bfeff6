import { useId } from 'react';
import { Alert, Button, Group, Input, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type Book } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { fieldProps, showServerFieldErrors } from '../../../lib/form';
import { useStartPlan } from '../api/start-plan';
import { useUpdatePlan } from '../api/update-plan';
import { useLearnerToday } from '../hooks/use-learner-today';
import { addDays } from '../lib/days';
import {
  createRequest,
  initialPlanValues,
  planFormErrors,
  updateRequest,
  type PaceMode,
  type PlanFormValues,
} from '../lib/plan-form-values';
import { PacePreview } from './pace-preview';

interface PlanFormProps {
  book: Book;
  onDone: () => void;
}

/** The pace, by a number a day or a date to finish by, with what it implies shown before saving. */
export function PlanForm({ book, onDone }: PlanFormProps) {
  const { t } = useTranslation();
  const today = useLearnerToday();
  const modeLabelId = useId();
  const start = useStartPlan();
  const update = useUpdatePlan();
  const save = book.plan ? update : start;
  const form = useForm<PlanFormValues>({
    mode: 'controlled',
    initialValues: initialPlanValues(book),
    validate: (values) => planFormErrors(values, today, t('plans.dialog.dateRequired')),
  });
  const { mode } = form.getValues();

  const submit = form.onSubmit((values) => {
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) => showServerFieldErrors(form, error),
    };
    if (book.plan) update.mutate({ bookId: book.id, changes: updateRequest(values) }, options);
    else start.mutate(createRequest(book.id, values), options);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Input.Wrapper
          label={t('plans.dialog.modeLabel')}
          labelElement="div"
          labelProps={{ id: modeLabelId }}
        >
          <SegmentedControl
            fullWidth
            aria-labelledby={modeLabelId}
            {...form.getInputProps('mode')}
            onChange={(next) => {
              form.setFieldValue('mode', next as PaceMode);
              form.clearErrors();
            }}
            data={[
              { value: 'daily', label: t('plans.dialog.modeDaily') },
              { value: 'date', label: t('plans.dialog.modeDate') },
            ]}
          />
        </Input.Wrapper>
        {mode === 'daily' ? (
          <NumberInput
            label={t('plans.dialog.dailyNew')}
            description={t('plans.dialog.dailyNewHelp', {
              min: PLAN_LIMITS.dailyNewMin,
              max: PLAN_LIMITS.dailyNewMax,
            })}
            min={PLAN_LIMITS.dailyNewMin}
            max={PLAN_LIMITS.dailyNewMax}
            allowDecimal={false}
            allowNegative={false}
            data-autofocus
            {...fieldProps(form, 'dailyNew')}
          />
        ) : (
          <TextInput
            type="date"
            label={t('plans.dialog.targetDate')}
            description={t('plans.dialog.targetDateHelp')}
            min={addDays(today, 1)}
            data-autofocus
            {...fieldProps(form, 'targetDate')}
          />
        )}
        <PacePreview book={book} values={form.getValues()} today={today} />
        {save.isError && (
          <Alert color="red" role="alert" data-testid="plan-error">
            {errorMessage(save.error, t('plans.dialog.failed'))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('plans.dialog.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {book.plan ? t('plans.dialog.save') : t('plans.dialog.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
