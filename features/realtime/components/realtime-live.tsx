'use client';

import { RealtimeProvider } from '@/lib/realtime/react';
import type { RealtimeClientConfig } from '@/lib/realtime/client-config';
import { RealtimeBridge } from './realtime-bridge';

/** The shop's live connection and its bridge to window events, loaded by RealtimeDeferred. */
export function RealtimeLive({ config }: { config: RealtimeClientConfig }) {
  return (
    <RealtimeProvider config={config} immediate>
      <RealtimeBridge />
    </RealtimeProvider>
  );
}
