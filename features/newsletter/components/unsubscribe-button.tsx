'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { postUnsubscribe } from '../api/subscribe';

export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations('newsletter');
  const [message, setMessage] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => postUnsubscribe(token),
    onSuccess: (r) => setMessage(r.message),
    onError: (e) => setMessage((e as Error).message),
  });
  return (
    <div className="space-y-3">
      {message ? null : (
        <button type="button" className="btn-primary" onClick={() => send.mutate()} disabled={send.isPending}>
          {t('unsubscribeButton')}
        </button>
      )}
      <p role="status" className="font-medium" data-testid="unsubscribe-status">
        {message}
      </p>
    </div>
  );
}
