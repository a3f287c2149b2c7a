import type { ReactNode } from 'react';

/** The narrow card the login, password and registration pages sit in. */
export function AuthCard({
  title,
  intro,
  children,
  wide,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="container-shop py-8 sm:py-12">
      <div className={`card mx-auto p-5 sm:p-8 ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
        <h1 className="mb-2 text-2xl font-bold">{title}</h1>
        {intro ? <p className="mb-6 text-sm text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
