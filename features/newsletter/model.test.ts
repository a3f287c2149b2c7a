import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RESEND_AFTER_MS, signUpOutcome, type SubscriberState } from './model';

describe('newsletter sign-up', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  it('adds new and unsubscribed addresses with a confirmation mail', () => {
    expect(signUpOutcome('none', null, now)).toEqual({ result: 'added', sendMail: true });
    expect(signUpOutcome('unsubscribed', now, now)).toEqual({ result: 'added', sendMail: true });
  });
  it('reports a duplicate for confirmed and pending addresses', () => {
    expect(signUpOutcome('confirmed', null, now)).toEqual({ result: 'duplicate', sendMail: false });
    expect(signUpOutcome('pending', now, now)).toEqual({ result: 'duplicate', sendMail: false });
    expect(signUpOutcome('pending', new Date(now.getTime() - RESEND_AFTER_MS), now)).toEqual({
      result: 'duplicate',
      sendMail: true,
    });
  });
  it('never mails a confirmed subscriber again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<SubscriberState>('none', 'pending', 'confirmed', 'unsubscribed'),
        fc.integer({ min: 0, max: 10 ** 9 }),
        (s, ago) => {
          const o = signUpOutcome(s, new Date(now.getTime() - ago), now);
          return s === 'confirmed' ? !o.sendMail : true;
        },
      ),
    );
  });
});
