import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import nl from '@/messages/nl.json';
import { translateIfKey } from './message-key';

describe('translateIfKey', () => {
  const t = createTranslator({ locale: 'nl', messages: nl });

  it('translates a key known only at run time, with its values', () => {
    const fromServer: string = 'validation.tooShort';
    expect(translateIfKey(t, fromServer, { min: 3 })).toBe('Minimaal 3 tekens');
  });

  it('keeps text that is not a key as it is', () => {
    expect(translateIfKey(t, 'validation.noSuchRule')).toBe('validation.noSuchRule');
    expect(translateIfKey(t, 'Gewone tekst')).toBe('Gewone tekst');
  });

  it('works on a namespaced translator', () => {
    const methods = createTranslator({ locale: 'nl', messages: nl, namespace: 'checkout.methods' });
    const method: string = 'ideal';
    expect(translateIfKey(methods, method)).toBe(nl.checkout.methods.ideal);
  });
});
