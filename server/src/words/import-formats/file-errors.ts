import type { MessageKey } from '@contract';
import { AppError, errors, type MessageParams } from '../../lib/errors';

/** A file that cannot be imported: 400 on the `file` field, nothing added. */
export function fileError(messageKey: MessageKey, params?: MessageParams): AppError {
  return errors.validation([{ field: 'file', messageKey, params }]);
}

/** Over WORD_FILE_LIMITS.fileMaxBytes: 413 with the file's own limit, not the JSON body's. */
export function fileTooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 'wordFiles.tooLarge');
}
