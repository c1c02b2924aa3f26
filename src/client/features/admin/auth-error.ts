import { SESSION_EXPIRED_REDIRECT_MS } from '../../../shared/constants.js';
import { paths } from '../../../shared/routes.js';
import { toast } from '../../hooks/use-toast.js';
import { ApiRequestError } from '../../lib/api.js';

export const AUTH_ERROR_TITLE = 'Authentication Error';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

let redirectTimer: ReturnType<typeof setTimeout> | undefined;

/** True for an API answer of 401 or 403. */
export function isAuthError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

/**
 * Session expiry (spec 6): for a 401/403 answer, toasts 'Authentication Error' / 'Your session has expired.
 * Please log in again.' and, after SESSION_EXPIRED_REDIRECT_MS, loads /admin/login (a full load, so no
 * stale signed-in user stays cached). Returns true when it handled the error, so callers can skip their
 * own failure toast (`toastMutationError` in mutation-feedback.ts does this for every admin write).
 */
export function handleAuthError(error: unknown): boolean {
  if (!isAuthError(error)) return false;
  toast({ variant: 'destructive', title: AUTH_ERROR_TITLE, description: SESSION_EXPIRED_MESSAGE });
  if (redirectTimer === undefined && typeof window !== 'undefined') {
    redirectTimer = setTimeout(() => {
      redirectTimer = undefined;
      window.location.assign(paths.admin.login);
    }, SESSION_EXPIRED_REDIRECT_MS);
  }
  return true;
}
