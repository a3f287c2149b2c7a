/**
 * The calls every page makes by itself after loading — the visitor uid, visit tracking and the header's
 * cart read — without the HTTP client. axios (≈ 20 kB gzip, `./client`) then loads only when the visitor
 * does something that calls the API (add to cart, search, a form), not with every first page view.
 *
 * These calls follow the client's conventions (spec §7/§8): the portal base URL, JSON, the visitor uid
 * and locale headers, cookies, the loading bar, and a failure as an `HttpError` with the answer's message.
 * They are silent: a failure is never announced (the caller decides what to show).
 */
import { readCookie } from './cookies';
import { HttpError, type ApiErrorBody } from './http-error';
import { loadFinished, loadStarted } from './progress';

const PORTAL = (process.env.NEXT_PUBLIC_PORTAL_API_URL ?? '/api/portal').replace(/\/+$/, '');

export async function backgroundCall<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    uid: readCookie('uid') ?? '0',
    'x-locale': (typeof document !== 'undefined' && document.documentElement.lang) || 'nl',
  };
  if (body) headers['Content-Type'] = 'application/json';
  loadStarted();
  let ok = false;
  try {
    const response = await fetch(`${PORTAL}/${path.replace(/^\/+/, '')}`, {
      method,
      headers,
      credentials: 'include',
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    if (!response.ok) {
      const answer = data && typeof data === 'object' ? (data as ApiErrorBody) : undefined;
      const message =
        typeof answer?.message === 'string'
          ? answer.message
          : `Request failed with status code ${response.status}`;
      throw new HttpError(response.status, message, answer);
    }
    ok = true;
    return data as T;
  } catch (err) {
    throw err instanceof HttpError
      ? err
      : new HttpError(0, err instanceof Error ? err.message : String(err), undefined);
  } finally {
    loadFinished(ok);
  }
}

let uidRequest: Promise<void> | null = null;

/**
 * GET /api/configs/uid, shared: calls made while one is in flight wait for it instead of sending their
 * own. Without the uid cookie every such call mints a new visitor uid, and a cart created under the
 * first would be lost when the second cookie lands. Failures resolve too (the shop works without a uid).
 */
export function loadUid(): Promise<void> {
  uidRequest ??= backgroundCall('GET', '/api/configs/uid')
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      uidRequest = null;
    });
  return uidRequest;
}

/** The visitor uid cookie is made by the server on first contact; calls that need it wait for it. */
export function ensureUid(): Promise<void> {
  return readCookie('uid') ? Promise.resolve() : loadUid();
}
