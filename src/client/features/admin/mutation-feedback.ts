import { toast } from '../../hooks/use-toast.js';
import { ApiRequestError, errorMessage } from '../../lib/api.js';
import { handleAuthError } from './auth-error.js';

/**
 * The `onError` of a back-office write whose spec 8 text is '{action}: {message}' (e.g. 'Failed to add
 * attraction: 409: …'; 'Server error occurred' when the error has no message). A 401/403 shows the
 * session-expiry toast instead (spec 6).
 */
export function toastMutationError(action: string) {
  return (error: unknown) => {
    if (handleAuthError(error)) return;
    toast({ variant: 'destructive', title: `${action}: ${errorMessage(error)}` });
  };
}

/** The server's own message (`{message}` of the body), or a thrown Error's message; none for a bare status. */
function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/**
 * The `onError` of a write whose spec 8 toast has a fixed title and the server's message as its
 * description, or `fallback` when there is none (rooms: 'Error' / 'Failed to add room'; gallery:
 * 'Failed to delete gallery image' / 'Unknown error deleting gallery image').
 */
export function toastMutationErrorDetail(title: string, fallback?: string) {
  return (error: unknown) => {
    if (handleAuthError(error)) return;
    toast({ variant: 'destructive', title, description: serverMessage(error) || fallback });
  };
}
