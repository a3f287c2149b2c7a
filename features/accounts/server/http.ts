import 'server-only';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { parseOrThrow, type ApiContext } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { visitors, type AccountRole, type SessionStage } from '@/lib/db/schema';
import { translateMessage } from '@/lib/i18n/translate';
import type { LoginAnswer } from '../model';
import { checkLogo, type LogoCheck } from './logo';
import { createSession, currentCustomer, SESSION_COOKIE, type CurrentCustomer } from './sessions';

/**
 * Opens a session and sets the HttpOnly SameSite=Lax cookie (persistent only with "remember me"). A
 * half-finished login (`stage`) uses the same cookie; it signs nothing in until the second factor.
 */
export async function startSession(
  c: Context,
  customerId: number,
  remember: boolean,
  opts: { stage?: SessionStage; secondFactor?: boolean } = {},
): Promise<string> {
  const { token, maxAge } = await createSession(customerId, {
    remember,
    userAgent: c.req.header('user-agent'),
    ...opts,
  });
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    ...(remember || (opts.stage && opts.stage !== 'full') ? { maxAge } : {}),
  });
  return token;
}

/** The answer of a completed login (spec §7: it carries the token). */
export function loginAnswer(
  token: string,
  customer: { id: number; customerNumber: string; email: string; name: string; role: AccountRole },
  redirect: string,
): LoginAnswer {
  const { id, customerNumber, email, name, role } = customer;
  return { token, customer: { id, customerNumber, email, name, role }, redirect };
}

/** Links the visitor uid to the customer, so the cart of this uid follows them. */
export async function linkUid(uid: string, customerId: number): Promise<void> {
  if (uid === '0') return;
  const db = await getDb();
  await db.update(visitors).set({ customerId }).where(eq(visitors.uid, uid));
}

/** The logged-in customer of the request, or a 401. */
export async function requireCustomer(c: ApiContext): Promise<CurrentCustomer> {
  const customer = await currentCustomer(c.req.raw.headers);
  if (!customer) throw new ApiError(401, translateMessage(c.get('locale'), 'accounts.unauthorized'));
  return customer;
}

/**
 * A form that may carry a logo: multipart with a JSON `data` part and an optional `logo` file, or plain
 * JSON. The data is validated with `schema`; the logo is checked by content (422 under `logo`).
 */
export async function readFormWithLogo<T extends z.ZodType>(
  c: ApiContext,
  schema: T,
): Promise<{ data: z.output<T>; logo: Extract<LogoCheck, { ok: true }> | null }> {
  const locale = c.get('locale');
  const invalid = (errors: Record<string, string[]>) =>
    new ApiError(422, translateMessage(locale, 'errors.invalidData'), errors);
  let raw: unknown;
  let file: File | null = null;
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    // A body that is not the multipart form it claims to be is the client's error, not ours.
    const body = await c.req.parseBody().catch(() => {
      throw new ApiError(400, translateMessage(locale, 'api.badForm'));
    });
    try {
      raw = JSON.parse(typeof body.data === 'string' ? body.data : '{}');
    } catch {
      throw new ApiError(400, translateMessage(locale, 'api.badJson'));
    }
    if (body.logo instanceof File && body.logo.size > 0) file = body.logo;
  } else {
    raw = await c.req.json();
  }
  const data = await parseOrThrow(schema, raw, locale);
  if (!file) return { data, logo: null };
  const logo = await checkLogo(new Uint8Array(await file.arrayBuffer()));
  if (!logo.ok) throw invalid({ logo: [translateMessage(locale, logo.error)] });
  return { data, logo };
}
