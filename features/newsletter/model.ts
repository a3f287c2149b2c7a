/** Newsletter double opt-in: what a sign-up does for each existing state of the address. */

export type SubscriberState = 'none' | 'pending' | 'confirmed' | 'unsubscribed';

/** A confirmation mail is sent again for a pending address at most this often. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

export type SignUpOutcome = { result: 'added'; sendMail: true } | { result: 'duplicate'; sendMail: boolean };

export function signUpOutcome(state: SubscriberState, lastMailedAt: Date | null, now: Date): SignUpOutcome {
  if (state === 'none' || state === 'unsubscribed') return { result: 'added', sendMail: true };
  if (state === 'confirmed') return { result: 'duplicate', sendMail: false };
  const due = !lastMailedAt || now.getTime() - lastMailedAt.getTime() >= RESEND_AFTER_MS;
  return { result: 'duplicate', sendMail: due };
}

/** PUT /api/subscribers/type/subscriber's answer: a new address waits for its confirmation, or it was known. */
export interface SubscribeAnswer {
  status: 'pending' | 'duplicate';
  message: string;
  /** What to do next (check the mailbox), with a new address. */
  hint?: string;
}
