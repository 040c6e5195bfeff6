import {
  createOfflineChecker as createChecker,
  type OfflineCheckerHandle,
  type OfflineCheckerOptions,
} from '../../../checker';
import { aiErrors } from './errors';

/*
 * The built-in grammar checker (checker/, its own package) as the server runs it: a check refused because
 * too many wait already is the server's CHECKER_BUSY (503 with Retry-After).
 */
export function createOfflineChecker(
  options: Omit<OfflineCheckerOptions, 'busyError'> = {},
): OfflineCheckerHandle {
  return createChecker({ ...options, busyError: aiErrors.checkerBusy });
}

export type { OfflineCheckerHandle } from '../../../checker';
