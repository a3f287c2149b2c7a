'use client';

import type { ReactNode } from 'react';
import { DeferredForm } from '@/components/forms/deferred-form';

const load = () => import('./header-search-combobox').then((m) => m.HeaderSearchCombobox);

/** The light header search form (`children`, from ./header-search.tsx) until the combobox takes over. */
export function DeferredHeaderSearch({ action, children }: { action: string; children: ReactNode }) {
  return (
    <DeferredForm
      load={load}
      realProps={{}}
      role="search"
      className="relative flex"
      action={action}
      method="get"
    >
      {children}
    </DeferredForm>
  );
}
