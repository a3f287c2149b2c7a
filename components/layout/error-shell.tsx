import type { ReactNode } from 'react';
import { Logo } from './logo';

interface Props {
  homeHref: string;
  homeLabel: string;
  logoLabel: string;
  title: string;
  status?: number | string;
  children?: ReactNode;
}

/** The error layout of spec §2: logo, the message and a link back home. */
export function ErrorShell({ homeHref, homeLabel, logoLabel, title, status, children }: Props) {
  return (
    <>
      <header className="border-b border-slate-200">
        <div className="container-shop flex min-h-16 items-center">
          <a href={homeHref} aria-label={logoLabel}>
            <Logo />
          </a>
        </div>
      </header>
      <main id="main" className="container-shop py-20 text-center">
        {status ? <p className="text-6xl font-bold text-brand-600">{status}</p> : null}
        <h1 className="mt-4 text-2xl font-semibold text-slate-900" data-testid="error-title">
          {title}
        </h1>
        {children}
        <p className="mt-8">
          <a href={homeHref} className="btn-primary">
            {homeLabel}
          </a>
        </p>
      </main>
    </>
  );
}
