import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { ApiError, type FieldErrors } from './errors';
import { fieldIssues } from '../validation';
import { translateMessage } from '../i18n/translate';
import { isLocale, type Locale } from '../i18n/routing';
import { logger } from '../logger';
import { isCrossSiteWrite } from './csrf';

export type ApiEnv = { Variables: { uid: string; locale: Locale } };
export type ApiContext = Context<ApiEnv>;

export const UID_COOKIE = 'uid';
export const UID_MAX_AGE = 604800;
const UID_RE = /^[A-Za-z0-9_-]{16,64}$/;

export function isValidUid(uid: string | undefined | null): uid is string {
  return !!uid && UID_RE.test(uid);
}

function requestLocale(c: Context): Locale {
  const explicit = c.req.header('x-locale');
  if (explicit && isLocale(explicit)) return explicit;
  const accept = c.req.header('accept-language') ?? '';
  return /^en\b/i.test(accept.trim()) ? 'en' : 'nl';
}

export const JSON_BODY_MAX = 64 * 1024;
export const MULTIPART_BODY_MAX = 8 * 1024 * 1024;

/** A route's own upload limit (documented maximum plus multipart overhead), answered like the global one. */
export function uploadLimit(maxBytes: number): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes + 64 * 1024, onError: tooLarge });
}

/**
 * Routes (full path and method) whose documented upload maximum is above the global multipart limit: the
 * global limit skips them, so their own `uploadLimit` decides (the product CSV import takes 50 MB).
 */
const LARGE_UPLOADS = new Set<string>();
export function largeUploadRoute(method: string, path: string, maxBytes: number): MiddlewareHandler {
  LARGE_UPLOADS.add(`${method} ${path}`);
  return uploadLimit(maxBytes);
}
/** The same for a route with parameters: `path` matches the full request path (method and path). */
const LARGE_UPLOAD_PATTERNS: RegExp[] = [];
export function largeUploadPattern(method: string, path: RegExp, maxBytes: number): MiddlewareHandler {
  LARGE_UPLOAD_PATTERNS.push(new RegExp(`^${method} ${path.source.replace(/^\^/, '')}`));
  return uploadLimit(maxBytes);
}

function tooLarge(c: Context): Response {
  return c.json({ message: translateMessage(requestLocale(c), 'errors.tooLarge') }, 413);
}

/** One Hono app per API host (portal, workflow): uid and locale on every request, one error shape. */
export function createApi(basePath: string) {
  const app = new Hono<ApiEnv>().basePath(basePath);
  // The API's own time per call (validation, queries, the JSON body), for the browser's network panel
  // and the benchmark's search figures (docs/performance.md) — but not on the account routes in
  // production, where the time could tell whether an account exists.
  const timed = (path: string) =>
    process.env.NODE_ENV !== 'production' || !path.startsWith(`${basePath}/accounts/`);
  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    if (!timed(c.req.path)) return;
    try {
      c.res.headers.set('Server-Timing', `app;dur=${(performance.now() - start).toFixed(2)}`);
    } catch {
      // A response with immutable headers (none today) goes out without the timing.
    }
  });
  // Bodies are limited before anything reads them (an over-size request is a 413 at once, from its
  // Content-Length or while streaming): JSON and forms at 64 kB, uploads (multipart) at 8 MB here and at
  // their own documented maximum on their route.
  const limits = {
    json: bodyLimit({ maxSize: JSON_BODY_MAX, onError: tooLarge }),
    multipart: bodyLimit({ maxSize: MULTIPART_BODY_MAX, onError: tooLarge }),
  };
  app.use((c, next) =>
    (c.req.header('content-type') ?? '').startsWith('multipart/form-data')
      ? LARGE_UPLOADS.has(`${c.req.method} ${c.req.path}`) ||
        LARGE_UPLOAD_PATTERNS.some((re) => re.test(`${c.req.method} ${c.req.path}`))
        ? next()
        : limits.multipart(c, next)
      : limits.json(c, next),
  );
  app.use(async (c, next) => {
    c.set('locale', requestLocale(c));
    if (isCrossSiteWrite(c.req.raw, process.env.PUBLIC_URL)) {
      return c.json({ message: translateMessage(c.get('locale'), 'errors.forbidden') }, 403);
    }
    const header = c.req.header('uid');
    const cookie = getCookie(c, UID_COOKIE);
    c.set('uid', isValidUid(header) ? header : isValidUid(cookie) ? cookie : '0');
    await next();
  });
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      return c.json(
        { message: err.message, ...(err.errors ? { errors: err.errors } : {}) },
        err.status as 400,
      );
    }
    if (err instanceof SyntaxError) {
      return c.json({ message: translateMessage(c.get('locale'), 'api.badJson') }, 400);
    }
    const status = (err as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return c.json({ message: err.message }, status as 400);
    }
    logger.error({ err, path: c.req.path }, 'api error');
    return c.json({ message: translateMessage(c.get('locale'), 'errors.generic') }, 500);
  });
  app.notFound((c) => c.json({ message: translateMessage(c.get('locale'), 'errors.notFound') }, 404));
  return app;
}

/** Translates zod issues into the 422 field messages of spec §8, in the request's language. */
export function toFieldErrors(error: z.ZodError, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of fieldIssues(error)) {
    (errors[issue.field] ??= []).push(translateMessage(locale, issue.message, { ...issue.params }));
  }
  return errors;
}

const zodLocales = { nl: z.locales.nl(), en: z.locales.en() };

export async function parseOrThrow<T extends z.ZodType>(
  schema: T,
  value: unknown,
  locale: Locale,
): Promise<z.output<T>> {
  const result = await schema.safeParseAsync(value, { error: zodLocales[locale].localeError });
  if (!result.success) {
    throw new ApiError(
      422,
      translateMessage(locale, 'errors.invalidData'),
      toFieldErrors(result.error, locale),
    );
  }
  return result.data;
}

/** Where a validate() middleware keeps what it checks, for tools that list every route's input (the fuzzer). */
export const VALIDATES = Symbol.for('webshop.validates');
export type Validates = { target: 'json' | 'query' | 'param' | 'form'; schema: z.ZodType };

/** zod validation of a request part; failures answer 422 `{ message, errors }`. */
export function validate<T extends z.ZodType, Target extends 'json' | 'query' | 'param' | 'form'>(
  target: Target,
  schema: T,
) {
  const middleware = validator(target, (value, c) =>
    parseOrThrow(schema, value, (c as ApiContext).get('locale')),
  );
  const validates: Validates = { target, schema };
  return Object.assign(middleware, { [VALIDATES]: validates });
}
