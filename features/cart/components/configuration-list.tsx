import { useTranslations } from 'next-intl';
import type { ConfiguredPart } from '../model';

/** The chosen parts of a configured line (cart, order details), labelled for screen readers. */
export function ConfigurationList({
  name,
  parts,
  testId,
}: {
  name: string;
  parts: ConfiguredPart[] | undefined;
  testId: string;
}) {
  const t = useTranslations('cart');
  if (!parts?.length) return null;
  return (
    <ul
      aria-label={t('configuration', { name })}
      className="my-1 list-disc ps-5 text-xs text-slate-700"
      data-testid={testId}
    >
      {parts.map((part, i) => (
        <li key={i}>
          {part.label}: {part.quantity}× {part.name}
        </li>
      ))}
    </ul>
  );
}
