import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WORD_FILE_LIMITS,
  wordFileFormatSchema,
  wordFileImportResponseSchema,
  type WordFileFormat,
} from '@contract';
import { currentUser } from '../../auth';
import { answers, ok } from '../../lib/answers';
import { AppError, errors } from '../../lib/errors';
import { localize } from '../../lib/language';
import type { RateLimiter } from '../../lib/rate-limit';
import { fileError, fileTooLarge } from './file-errors';
import { importWordFile, type ImportWords, type WordFileUpload } from './import-file';

export interface WordFileRoutesDeps {
  importWords: ImportWords;
  limiter: RateLimiter;
}

/*
 * Only this route parses multipart bodies (the plugin is registered inside it): everywhere else the API
 * takes JSON. One file of at most WORD_FILE_LIMITS.fileMaxBytes, and a `format` field.
 */
const MULTIPART_LIMITS = {
  fileSize: WORD_FILE_LIMITS.fileMaxBytes,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 100,
  headerPairs: 50,
};

/** POST /api/words/import/file, inside wordsRoutes (whose session check it shares). */
export function wordFileRoutes({ importWords, limiter }: WordFileRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS });

    app.post(
      '/words/import/file',
      {
        schema: {
          consumes: ['multipart/form-data'],
          response: answers({ 200: wordFileImportResponseSchema }),
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        await limiter.consume([['importWordsPerUser', userId]]);
        const report = await importWordFile(importWords, userId, await readUpload(request));
        const { format, total } = report;
        const message = localize(request, 'wordFiles.imported', {
          added: report.added.length,
          total,
          format,
        });
        return ok({ ...report, message });
      },
    );
  };
}

async function readUpload(request: FastifyRequest): Promise<WordFileUpload> {
  if (!request.isMultipart()) throw fileError('wordFiles.fileRequired');
  let bytes: Buffer | undefined;
  let format: WordFileFormat | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') bytes ??= content;
      } else if (part.fieldname === 'format' && part.value !== '') {
        const parsed = wordFileFormatSchema.safeParse(part.value);
        if (!parsed.success) throw errors.invalidField('format', 'wordFiles.formatInvalid');
        format = parsed.data;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (bytes === undefined) throw fileError('wordFiles.fileRequired');
  return { bytes, format };
}

/* The plugin's own errors (a file over the limit, too many parts, a broken body) in the envelope's words. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  const invalid = fileError('wordFiles.uploadInvalid');
  invalid.cause = error;
  return invalid;
}
