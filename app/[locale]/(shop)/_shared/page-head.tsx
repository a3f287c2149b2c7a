import type { ReactNode } from 'react';

/** Title block of a content page. */
export function PageHead({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 space-y-2">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {intro ? <p className="max-w-3xl text-lg text-slate-700">{intro}</p> : null}
      {children}
    </header>
  );
}
