import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMessageKey, translate, type ErrorEnvelope, type Language } from '@contract';
import { isDatabaseUnreachable } from '../db/connection-errors';
import { AppError, errors, type FieldErrorKey } from './errors';
import { languageFromHeader } from './language';

/**
 * The one place that turns a failure into the error envelope (docs/api-conventions.md, "Errors"). Messages
 * are translated into the caller's language; a 5xx never carries internal text (the details go to the log
 * instead).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    return sendAppError(request, reply, appError);
  });
}

export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const language = languageFromHeader(request.headers['accept-language']);
  const envelope: ErrorEnvelope = {
    ...error.extra,
    success: false,
    message: translate(language, error.messageKey, error.params),
    code: error.code,
  };
  if (error.fieldErrors.length > 0) {
    envelope.errors = error.fieldErrors.map((fieldError) => translateFieldError(language, fieldError));
  }
  return reply.code(error.status).headers(error.headers).send(envelope);
}

function translateFieldError(language: Language, { field, messageKey, params }: FieldErrorKey) {
  return { field, message: translate(language, messageKey, params) };
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return errors.validation(firstPerField(error.validation.flatMap((issue) => fieldErrorsOf(issue, error))));
  }
  if (isDatabaseUnreachable(error)) return errors.databaseUnavailable();
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errors.payloadTooLarge();
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.invalidJson();
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) return errors.payloadTooLarge();
  if (status === 404) return errors.notFound();
  if (status >= 400 && status < 500) return errors.validation([]);
  return errors.internal();
}

/* Zod reports every failed check ('' is both required and too short); the user needs the first one. */
function firstPerField(fieldErrors: FieldErrorKey[]): FieldErrorKey[] {
  const seen = new Set<string>();
  return fieldErrors.filter(({ field }) => !seen.has(field) && seen.add(field));
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldErrorsOf(issue: ValidationIssue, error: { validationContext?: string }): FieldErrorKey[] {
  const path = issue.instancePath.split('/').filter(Boolean).join('.');
  const message = issue.message ?? '';
  const messageKey = isMessageKey(message) ? message : 'validation.invalid';
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
    return issue.params.keys.map((key) => ({
      field: path ? `${path}.${String(key)}` : String(key),
      messageKey: 'validation.invalid',
    }));
  }
  return [{ field: path || (error.validationContext ?? 'body'), messageKey }];
}
