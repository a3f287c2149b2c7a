import { describe, expect, it } from 'vitest';
import {
  assembleValidationMessage,
  fieldErrorsOf,
  HttpError,
  isFailureAnswer,
  notifyRequestError,
  setRequestErrorNotifier,
} from './errors';

describe('assembleValidationMessage', () => {
  it('joins message and field messages, skipping axios "Request…" text', () => {
    const text = assembleValidationMessage(
      { message: 'Onjuiste gegevens', errors: { email: ['Verplicht veld'], phone: ['Te kort', 'Ongeldig'] } },
      'Request failed with status code 422',
    );
    expect(text).toBe('Onjuiste gegevens\nemail: Verplicht veld\nphone: Te kort, Ongeldig');
  });

  it('keeps an error message that does not start with Request', () => {
    expect(assembleValidationMessage({}, 'Network Error')).toBe('Network Error');
  });

  it('falls back to "Error Message:" when nothing is extracted', () => {
    expect(assembleValidationMessage(undefined, 'Request failed')).toBe('Error Message: Request failed');
  });

  it('reads field errors', () => {
    expect(fieldErrorsOf({ errors: { a: 'x', b: ['y'] } })).toEqual({ a: ['x'], b: ['y'] });
  });

  it('detects failed payment answers', () => {
    expect(isFailureAnswer({ error: true })).toBe(true);
    expect(isFailureAnswer({ errors: {} })).toBe(true);
    expect(isFailureAnswer({ error: false, url: 'x' })).toBe(false);
  });
});

describe('request error announcement', () => {
  it('announces failures that came before the UI registered once it does, and only once', () => {
    const early = new HttpError(500, 'boom', undefined);
    notifyRequestError(early, '/servers');
    const seen: Array<[number, string]> = [];
    setRequestErrorNotifier((error, path) => seen.push([error.status, path]));
    expect(seen).toEqual([[500, '/servers']]);
    notifyRequestError(new HttpError(422, 'bad', undefined), '/order');
    expect(seen).toEqual([
      [500, '/servers'],
      [422, '/order'],
    ]);
    setRequestErrorNotifier(undefined);
    setRequestErrorNotifier((error, path) => seen.push([error.status, path]));
    expect(seen).toHaveLength(2);
    setRequestErrorNotifier(undefined);
  });
});
