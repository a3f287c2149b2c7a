import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SubscribeAnswer } from '../model';

type Name = 'name' | 'email';

const INPUT =
  'block min-h-11 w-full rounded-md border border-slate-500 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 aria-[invalid=true]:border-red-400';

interface Props {
  /** The real form's registrations; without them the inputs are plain and named (the light form). */
  register?: (name: Name) => UseFormRegisterReturn<Name>;
  errors?: Partial<Record<Name, string>>;
  answer?: SubscribeAnswer | null;
  failure?: string | null;
  pending?: boolean;
}

// No 'use client' of its own: the light form (./newsletter-form.tsx, on the server) and the real one
// (./newsletter-form-active.tsx) render the same fields, so the swap changes nothing on screen.

/** The footer newsletter form's content: name, e-mail, the button and the status line. */
export function NewsletterFields({ register, errors = {}, answer, failure, pending = false }: Props) {
  const t = useTranslations('newsletter');
  const input = (name: Name, label: string, attrs: { type?: string; autoComplete: string }) => {
    const id = `newsletter-${name}`;
    const error = errors[name];
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm text-slate-200">
          {label}
        </label>
        <input
          id={id}
          {...attrs}
          className={INPUT}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          {...(register ? register(name) : { name })}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <>
      {input('name', t('name'), { autoComplete: 'name' })}
      {input('email', t('email'), { type: 'email', autoComplete: 'email' })}
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {t('submit')}
      </button>
      <div role="status" aria-live="polite" className="text-sm" data-testid="newsletter-status">
        {answer ? (
          <p className={answer.status === 'duplicate' ? 'text-amber-300' : 'text-emerald-300'}>
            {answer.message} {answer.hint}
          </p>
        ) : null}
        {failure ? <p className="text-red-300">{failure}</p> : null}
      </div>
    </>
  );
}
