import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { subscribers } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { publicUrl } from '@/lib/env';
import { translator } from '@/lib/i18n/translate';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { signUpOutcome, type SubscriberState } from '../model';

const newToken = () => randomBytes(24).toString('base64url');

export function confirmUrl(locale: Locale, token: string): string {
  return `${publicUrl()}${localePath(locale, '/newsletter/confirm')}?token=${token}`;
}

export function unsubscribeUrl(locale: Locale, token: string): string {
  return `${publicUrl()}${localePath(locale, '/newsletter/unsubscribe')}?token=${token}`;
}

async function mailConfirmation(to: string, name: string, token: string, locale: Locale): Promise<void> {
  const t = translator(locale);
  await sendMail({
    to,
    subject: t('newsletter.mailSubject'),
    text: [
      t('newsletter.mailGreeting', { name }),
      '',
      t('newsletter.mailText'),
      confirmUrl(locale, token),
      '',
      t('newsletter.mailIgnore'),
      t('newsletter.mailUnsubscribe'),
      unsubscribeUrl(locale, token),
    ].join('\n'),
  });
}

/** A sign-up: new (or formerly unsubscribed) addresses get a confirmation mail; others are duplicates. */
export async function subscribe(
  input: { name: string; email: string },
  locale: Locale,
): Promise<'added' | 'duplicate'> {
  const db = await getDb();
  const email = input.email.toLowerCase();
  const now = new Date();
  const [existing] = await db.select().from(subscribers).where(eq(subscribers.email, email)).limit(1);
  const outcome = signUpOutcome(
    (existing?.status ?? 'none') as SubscriberState,
    existing?.mailedAt ?? null,
    now,
  );
  let token = existing?.token;
  if (outcome.result === 'added') {
    token = newToken();
    const values = {
      email,
      name: input.name,
      status: 'pending' as const,
      token,
      locale,
      mailedAt: now,
      confirmedAt: null,
      unsubscribedAt: null,
    };
    if (existing) await db.update(subscribers).set(values).where(eq(subscribers.id, existing.id));
    else {
      const inserted = await db
        .insert(subscribers)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: subscribers.id });
      // Another request inserted the same address a moment earlier.
      if (!inserted.length) return 'duplicate';
    }
  } else if (outcome.sendMail && existing) {
    await db.update(subscribers).set({ mailedAt: now }).where(eq(subscribers.id, existing.id));
  }
  if (outcome.sendMail && token) await mailConfirmation(email, input.name, token, locale);
  return outcome.result;
}

export type TokenResult = 'confirmed' | 'unsubscribed' | 'invalid';

export async function confirmSubscription(token: string): Promise<TokenResult> {
  const db = await getDb();
  const [row] = await db.select().from(subscribers).where(eq(subscribers.token, token)).limit(1);
  if (!row || row.status === 'unsubscribed') return 'invalid';
  if (row.status === 'pending') {
    await db
      .update(subscribers)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(eq(subscribers.id, row.id));
  }
  return 'confirmed';
}

export async function unsubscribe(token: string): Promise<TokenResult> {
  const db = await getDb();
  const [row] = await db.select().from(subscribers).where(eq(subscribers.token, token)).limit(1);
  if (!row) return 'invalid';
  if (row.status !== 'unsubscribed') {
    await db
      .update(subscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(subscribers.id, row.id));
  }
  return 'unsubscribed';
}

export async function subscriberStatus(token: string): Promise<SubscriberState | null> {
  const db = await getDb();
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.token, token))
    .limit(1);
  return row?.status ?? null;
}
