'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The error page's texts, translated by the locale layout: the page shows them without next-intl's code. */
export interface ErrorTexts {
  generic: string;
  retry: string;
  backHome: string;
  logoLabel: string;
}

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

export function ErrorTextsProvider({ value, children }: { value: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={value}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error('useErrorTexts: no ErrorTextsProvider above this component');
  return texts;
}
