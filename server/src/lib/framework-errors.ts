import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { translate, type ErrorCode, type MessageKey } from '@contract';
import { AppError } from './errors';
import { sendAppError } from './error-handler';

/*
 * Errors Fastify raises before a route is found (a malformed escape such as `/api/words/%ff`, a path
 * parameter over the router's limit) go through `frameworkErrors`; they get the envelope like any other.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const messageKey: MessageKey =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'errors.urlTooLong' : 'errors.badUrl';
  return sendAppError(request, reply, new AppError('VALIDATION_ERROR', messageKey));
}

const CLIENT_ERRORS: Record<string, { status: number; messageKey: MessageKey }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, messageKey: 'errors.requestTimeout' },
  HPE_HEADER_OVERFLOW: { status: 431, messageKey: 'errors.headersTooLarge' },
};

/*
 * Requests Node's HTTP parser refuses (headers over the limit, a body that never finishes arriving,
 * garbage) never reach Fastify: the answer is written on the socket. It is the envelope too, in English
 * since the request's Accept-Language could not be read. The status stays the HTTP one (408, 431, 400).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, messageKey: 'errors.badRequest' };
  const code: ErrorCode = 'VALIDATION_ERROR';
  const body = JSON.stringify({ success: false, message: translate('en', known.messageKey), code });
  // An answer to HEAD has the headers of the GET answer and no body (RFC 9110 §9.3.2).
  const content = isHead(error) ? '' : body;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_TEXT[known.status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${content}`,
    );
  }
  socket.destroy(error);
}

/*
 * The parser never tells the request's method; the bytes it refused (`rawPacket`) start with the request
 * line when the request came in one piece, as a header overflow from one write does.
 */
function isHead(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): boolean {
  return error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};
