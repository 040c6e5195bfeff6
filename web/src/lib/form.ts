import type { z } from 'zod';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ApiError, errorMessage } from '../api/api-error';
import { localizeMessage } from '../i18n';

export type FormErrors = Record<string, string>;

/** Runs a contract schema and keeps the first message (an i18n key) per field. */
export function schemaErrors(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Adds the confirm-password rules (docs/product.md, "Rules for what learners type") to a form's errors. */
export function confirmPasswordErrors(
  password: string,
  confirm: string,
  field = 'confirmPassword',
): FormErrors {
  if (!confirm) return { [field]: 'validation.confirmPasswordRequired' };
  if (confirm !== password) return { [field]: 'validation.passwordsMismatch' };
  return {};
}

/** getInputProps with the error translated: zod keys become text, server texts pass as they are. */
export function fieldProps<Values>(
  form: UseFormReturnType<Values>,
  path: Extract<keyof Values, string>,
  options?: { type?: 'input' | 'checkbox' },
) {
  const props = form.getInputProps(path, options);
  return { ...props, error: localizeMessage(props.error as string | undefined) };
}

/**
 * Puts the server's per-field messages on the fields the form has.
 * Returns true when at least one landed, so the caller can skip a duplicate toast.
 */
export function showServerFieldErrors<Values>(form: UseFormReturnType<Values>, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.errors.length === 0) return false;
  const known = Object.keys(form.getValues() as object);
  const errors = Object.fromEntries(
    error.errors.filter(({ field }) => known.includes(field)).map(({ field, message }) => [field, message]),
  );
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}

/** A form mutation's onError: the server's per-field messages on their fields, else one red toast. */
export function showFormError<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  fallback: string,
): void {
  if (showServerFieldErrors(form, error)) return;
  notifications.show({ color: 'red', message: errorMessage(error, fallback) });
}
