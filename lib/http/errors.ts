/** Error normalisation of spec §8 for the client's HTTP calls. */

import { HttpError, type ApiErrorBody } from './http-error';

export { HttpError, type ApiErrorBody };

function asText(value: unknown): string {
  if (Array.isArray(value)) return value.map(asText).join(', ');
  return value == null ? '' : String(value);
}

/**
 * The 422 message: the response message, the error message unless it starts with 'Request', and each
 * field in errors as field name plus its messages; 'Error Message:' plus the message when nothing is found.
 */
export function assembleValidationMessage(body: ApiErrorBody | undefined, errorMessage: string): string {
  const parts: string[] = [];
  const message = asText(body?.message);
  if (message) parts.push(message);
  if (errorMessage && !errorMessage.startsWith('Request')) parts.push(errorMessage);
  if (body?.errors && typeof body.errors === 'object') {
    for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>)) {
      const text = asText(messages);
      if (text) parts.push(`${field}: ${text}`);
    }
  }
  return parts.length ? parts.join('\n') : `Error Message: ${errorMessage}`;
}

/** Field messages of a 422 answer, for showing at the fields. */
export function fieldErrorsOf(body: ApiErrorBody | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (body?.errors && typeof body.errors === 'object') {
    for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>)) {
      out[field] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    }
  }
  return out;
}

/** Spec §5: a payment answer signals failure if error is true or an errors field is present. */
export function isFailureAnswer(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as { error?: unknown; errors?: unknown };
  return b.error === true || b.errors !== undefined;
}

export type RequestErrorNotifier = (error: HttpError, requestPath: string) => void;
let notifier: RequestErrorNotifier | undefined;
/** Failures before the UI registered (its code loads when the visitor engages, as the client does). */
let pending: Array<[HttpError, string]> = [];

/**
 * The UI registers how a failing call is announced (spec §8: 'Request error' with 'Path:'); failures that
 * came before it are announced then.
 */
export function setRequestErrorNotifier(fn: RequestErrorNotifier | undefined): void {
  notifier = fn;
  if (!fn) return;
  const waiting = pending;
  pending = [];
  for (const [error, path] of waiting) fn(error, path);
}

export function notifyRequestError(error: HttpError, requestPath: string): void {
  if (notifier) notifier(error, requestPath);
  else pending.push([error, requestPath]);
}
