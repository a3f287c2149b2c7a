'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/** While the payment status is not in yet, the success page asks the server again every few seconds. */
export function AutoRefresh({ seconds = 3 }: { seconds?: number }) {
  const router = useRouter();
  useEffect(() => {
    const id = setInterval(() => router.refresh(), seconds * 1000);
    return () => clearInterval(id);
  }, [router, seconds]);
  return null;
}
