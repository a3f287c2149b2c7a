import type { ReactNode } from 'react';

export function PortalSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section aria-labelledby="portal-title" data-testid={testId}>
      <h1 id="portal-title" className="mb-6 text-2xl font-bold">
        {title}
      </h1>
      {children}
    </section>
  );
}
