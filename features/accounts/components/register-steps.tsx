import { useTranslations } from 'next-intl';

/** Progress of the two registration steps (aria-current marks the current one). */
export function RegisterSteps({ current }: { current: 1 | 2 }) {
  const t = useTranslations('accounts.register');
  return (
    <ol className="mb-6 grid grid-cols-2 gap-2 text-sm" aria-label={t('stepOf', { step: current })}>
      {[t('stepOne'), t('stepTwo')].map((label, i) => (
        <li
          key={label}
          aria-current={current === i + 1 ? 'step' : undefined}
          className={`rounded-md border-b-4 px-2 py-1 ${current === i + 1 ? 'border-brand-600 font-semibold text-brand-800' : 'border-slate-200 text-slate-700'}`}
        >
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
