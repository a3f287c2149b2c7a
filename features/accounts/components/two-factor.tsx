'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@/lib/query';
import { useTranslations } from 'next-intl';
import type { LoginAnswer, TwoFactorSetup } from '../model';
import {
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
  twoFactorState,
  verifyTwoFactor,
} from '../api/two-factor';
import { twoFactorCodeSchema, twoFactorDisableSchema } from '../schemas';
import { applyServerErrors, FormMessage, TextField, useZodResolver } from '@/components/forms/form-kit';

/** Moves focus to a step's heading when it appears, so screen readers and keyboards follow along. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** One code field (6 digits from the app, or a recovery code) and its submit button. */
function CodeForm<T>({
  label,
  submitLabel,
  allowRecovery,
  send,
  onDone,
  testId,
}: {
  label: string;
  submitLabel: string;
  allowRecovery: boolean;
  send: (code: string) => Promise<T>;
  onDone: (answer: T) => void;
  testId: string;
}) {
  const t = useTranslations('accounts.twoFactor');
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof twoFactorCodeSchema>,
    unknown,
    z.output<typeof twoFactorCodeSchema>
  >({ resolver: useZodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  const mutation = useMutation({
    mutationFn: ({ code }: { code: string }) => send(code),
    onSuccess: onDone,
    onError: (error) => setFormError(applyServerErrors(error, setError, ['code'])),
  });
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid={testId}
      onSubmit={handleSubmit((input) => {
        setFormError(null);
        mutation.mutate(input);
      })}
    >
      {formError ? (
        <FormMessage kind="error" testId="two-factor-error">
          {formError}
        </FormMessage>
      ) : null}
      <TextField
        label={label}
        hint={allowRecovery ? t('codeHint') : undefined}
        autoComplete="one-time-code"
        inputMode={allowRecovery ? 'text' : 'numeric'}
        spellCheck={false}
        autoCapitalize="off"
        registration={register('code')}
        error={formState.errors.code?.message}
      />
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={mutation.isPending || mutation.isSuccess}
      >
        {mutation.isPending ? t('busy') : submitLabel}
      </button>
    </form>
  );
}

/** The recovery codes, shown once right after the second factor is switched on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('accounts.twoFactor');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="space-y-4" data-testid="recovery-codes">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {t('codesTitle')}
      </h2>
      <p className="text-sm">{t('codesIntro')}</p>
      <ul className="grid grid-cols-2 gap-2 rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} data-testid="recovery-code">
            {c}
          </li>
        ))}
      </ul>
      <button type="button" className="btn-primary w-full" onClick={onDone}>
        {t('codesDone')}
      </button>
    </div>
  );
}

/**
 * Setting up TOTP: QR code and manual key from the server, then a code from the app to confirm. The
 * secret is shown only here, while setting up.
 */
function Enrolment<T extends { recoveryCodes: string[] }>({
  intro,
  returnTo,
  onEnabled,
}: {
  intro: string;
  returnTo?: string | null;
  onEnabled: (answer: T) => void;
}) {
  const t = useTranslations('accounts.twoFactor');
  const keyId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setupTwoFactor().then(setSetup, (e: Error) => setError(e.message));
  }, []);
  return (
    <div className="space-y-4" data-testid="two-factor-enrol">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {t('enrolTitle')}
      </h2>
      <p className="text-sm">{intro}</p>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {setup ? (
        <>
          <div
            role="img"
            aria-label={t('qrAlt')}
            className="mx-auto w-48 bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
            data-testid="two-factor-qr"
            // The SVG is the server's own output of the qrcode library (no user input in it).
            dangerouslySetInnerHTML={{ __html: setup.qr }}
          />
          <div>
            <p id={keyId} className="field-label">
              {t('manualKey')}
            </p>
            <code
              aria-labelledby={keyId}
              className="block break-all rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
              data-testid="two-factor-secret"
            >
              {setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
            </code>
          </div>
          <CodeForm
            label={t('appCode')}
            submitLabel={t('enable')}
            allowRecovery={false}
            send={(code) => enableTwoFactor(code, returnTo) as Promise<T>}
            onDone={onEnabled}
            testId="two-factor-enable"
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * The login's second step, in place of the password form: the code (`verify`), or for staff without a
 * second factor its setup (`enrol`) followed by the recovery codes. `onDone` gets the signed-in answer.
 */
export function SecondFactorStep({
  mode,
  returnTo,
  onDone,
  onRestart,
}: {
  mode: 'verify' | 'enrol';
  returnTo?: string | null;
  onDone: (answer: LoginAnswer) => void;
  onRestart: () => void;
}) {
  const t = useTranslations('accounts.twoFactor');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [enrolled, setEnrolled] = useState<({ recoveryCodes: string[] } & Partial<LoginAnswer>) | null>(null);
  if (enrolled)
    return <RecoveryCodes codes={enrolled.recoveryCodes} onDone={() => onDone(enrolled as LoginAnswer)} />;
  return (
    <div className="space-y-4" data-testid="second-factor">
      {mode === 'enrol' ? (
        <Enrolment intro={t('enrolIntro')} returnTo={returnTo} onEnabled={setEnrolled} />
      ) : (
        <>
          <h2 ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
            {t('title')}
          </h2>
          <p className="text-sm">{t('verifyIntro')}</p>
          <CodeForm
            label={t('code')}
            submitLabel={t('verify')}
            allowRecovery
            send={(code) => verifyTwoFactor(code, returnTo)}
            onDone={onDone}
            testId="two-factor-verify"
          />
        </>
      )}
      <button type="button" className="link text-sm" onClick={onRestart}>
        {t('restart')}
      </button>
    </div>
  );
}

/** Account page: the second factor's state, switching it on (QR, code, recovery codes) and off. */
export function TwoFactorSettings() {
  const t = useTranslations('accounts.twoFactor');
  const qc = useQueryClient();
  const state = useQuery({ queryKey: ['account', 'two-factor'], queryFn: twoFactorState });
  const [stage, setStage] = useState<'idle' | 'enrol' | { codes: string[] }>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['account', 'two-factor'] });
  const off = useForm<
    z.input<typeof twoFactorDisableSchema>,
    unknown,
    z.output<typeof twoFactorDisableSchema>
  >({
    resolver: useZodResolver(twoFactorDisableSchema),
    defaultValues: { password: '' },
  });
  const [offError, setOffError] = useState<string | null>(null);
  const disable = useMutation({
    mutationFn: ({ password }: { password: string }) => disableTwoFactor(password),
    onSuccess: async () => {
      off.reset();
      setNotice(t('disabled'));
      await refresh();
    },
    onError: (error) => setOffError(applyServerErrors(error, off.setError, ['password'])),
  });

  if (!state.data) return null;
  if (stage === 'enrol') {
    return (
      <Enrolment<{ recoveryCodes: string[] }>
        intro={t('setupIntro')}
        onEnabled={(answer) => setStage({ codes: answer.recoveryCodes })}
      />
    );
  }
  if (typeof stage === 'object') {
    return (
      <RecoveryCodes
        codes={stage.codes}
        onDone={async () => {
          setStage('idle');
          setNotice(t('enabled'));
          await refresh();
        }}
      />
    );
  }
  const { enabled, required, recoveryCodesLeft } = state.data;
  return (
    <div className="space-y-4" data-testid="two-factor-settings" data-enabled={enabled}>
      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      <p>{enabled ? t('statusOn') : t('statusOff')}</p>
      {enabled ? (
        <p className="text-sm text-slate-700">{t('codesLeft', { count: recoveryCodesLeft })}</p>
      ) : null}
      {enabled && required ? <p className="text-sm text-slate-700">{t('requiredForStaff')}</p> : null}
      {!enabled ? (
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            setNotice(null);
            setStage('enrol');
          }}
        >
          {t('start')}
        </button>
      ) : null}
      {enabled && !required ? (
        <form
          noValidate
          className="max-w-sm space-y-4"
          onSubmit={off.handleSubmit((input) => {
            setOffError(null);
            setNotice(null);
            disable.mutate(input);
          })}
        >
          {offError ? <FormMessage kind="error">{offError}</FormMessage> : null}
          <TextField
            label={t('disablePassword')}
            type="password"
            autoComplete="current-password"
            registration={off.register('password')}
            error={off.formState.errors.password?.message}
          />
          <button type="submit" className="btn-secondary" disabled={disable.isPending}>
            {t('disable')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
