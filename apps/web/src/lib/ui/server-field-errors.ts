import { ApiError, serverFieldErrors } from '../api-client';

// The server names each field it refuses (`fields`, keyed like the form's inputs), over REST
// and GraphQL alike; forms put those messages under their inputs rather than reading them
// out of the error's text.

type TErrorTarget =
  | { setErrors: (errors: Record<string, string>) => void }
  | ((errors: Record<string, string>) => void);

/**
 * Puts the server's per-field messages under the inputs they belong to. True when it did,
 * so a caller shows no second, general message for the same refusal.
 */
export function applyServerErrors(target: TErrorTarget, error: unknown): boolean {
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length === 0) return false;
  if (typeof target === 'function') target(fields);
  else target.setErrors(fields);
  return true;
}

/**
 * What a single-input form shows under `field`: the server's message for that field, or,
 * for a refusal that names no field (a name already taken, say), the refusal's message.
 */
export function fieldErrorText(error: unknown, field: string): string | undefined {
  if (!error) return undefined;
  const fields = serverFieldErrors(error);
  if (fields[field]) return fields[field];
  if (Object.keys(fields).length > 0) return Object.values(fields)[0];
  return error instanceof ApiError || error instanceof Error ? error.message : undefined;
}
