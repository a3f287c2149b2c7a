import axios, { AxiosError, type AxiosInstance } from 'axios';
import { assembleValidationMessage, HttpError, notifyRequestError, type ApiErrorBody } from './errors';
import { readCookie } from './cookies';
import { loadFinished, loadStarted } from './progress';

export { HttpError, setRequestErrorNotifier, type RequestErrorNotifier } from './errors';
export { readCookie } from './cookies';

// Code that is on every page (header cart, visit tracking, add-to-cart, search) imports this module
// inside each call (`await import('@/lib/http/client')`): axios (≈ 20 kB gzip) then loads with the first
// call, not with the page. Pages that call the API right away (checkout, account) import it directly.

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Don't show the 'Request error' notification for this call (the caller shows its own). */
    silent?: boolean;
  }
}

function create(baseURL: string): AxiosInstance {
  const instance = axios.create({ baseURL, headers: { Accept: 'application/json' }, withCredentials: true });
  instance.interceptors.request.use((config) => {
    config.headers.set('uid', readCookie('uid') ?? '0');
    if (typeof document !== 'undefined')
      config.headers.set('x-locale', document.documentElement.lang || 'nl');
    loadStarted();
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      loadFinished(true);
      return response;
    },
    (error: AxiosError<ApiErrorBody>) => {
      loadFinished(false);
      const status = error.response?.status ?? 0;
      const body = error.response?.data;
      const message =
        status === 422
          ? assembleValidationMessage(body, error.message)
          : typeof body?.message === 'string'
            ? body.message
            : error.message;
      const httpError = new HttpError(status, message, body);
      if (status !== 422 && !error.config?.silent && typeof window !== 'undefined') {
        notifyRequestError(httpError, window.location.pathname);
      }
      return Promise.reject(httpError);
    },
  );
  return instance;
}

/** Portal API (default host of spec §7). */
export const portalApi = create(process.env.NEXT_PUBLIC_PORTAL_API_URL ?? '/api/portal');
/** Workflow API (the host marked workflow in spec §7). */
export const workflowApi = create(process.env.NEXT_PUBLIC_WORKFLOW_API_URL ?? '/api/workflow');

let uidRequest: Promise<void> | null = null;

/**
 * GET /api/configs/uid, shared: calls made while one is in flight wait for it instead of sending their
 * own. Without the uid cookie every such call mints a new visitor uid, and a cart created under the
 * first would be lost when the second cookie lands. Failures resolve too (the shop works without a uid).
 */
export function loadUid(): Promise<void> {
  uidRequest ??= portalApi
    .get('/api/configs/uid', { silent: true })
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
