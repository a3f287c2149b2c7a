'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/layout/providers';
import { moderate } from '../api/reviews';
import type { PendingReviewView } from '../model';

/** Pending reviews with approve/reject buttons (staff page). */
export function ModerationList({ reviews, locale }: { reviews: PendingReviewView[]; locale: string }) {
  const t = useTranslations('reviewModeration');
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (!reviews.length) return <p role="status">{t('empty')}</p>;
  const act = async (id: number, action: 'approve' | 'reject') => {
    setBusy(id);
    try {
      await moderate(id, action);
      notify({ kind: 'success', title: action === 'approve' ? t('approved') : t('rejected') });
      router.refresh();
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="space-y-3" data-testid="pending-reviews">
      {reviews.map((r) => (
        <li key={r.id} className="card p-4" data-testid="pending-review">
          <p className="text-xs text-slate-600">
            {r.productName ? t('product', { name: r.productName }) : t('shop')} ·{' '}
            {t('submitted', { date: date.format(new Date(r.createdAt)), locale: r.locale })}
          </p>
          <p className="mt-1 font-semibold">
            {r.name} · {r.rating}/5
          </p>
          <p className="mt-1 whitespace-pre-line">{r.text}</p>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={busy === r.id}
              onClick={() => act(r.id, 'approve')}
            >
              {t('approve')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={busy === r.id}
              onClick={() => act(r.id, 'reject')}
            >
              {t('reject')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
