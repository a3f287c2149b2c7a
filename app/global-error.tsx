'use client';

import Link from 'next/link';

/** Last-resort error boundary (the root layout itself failed); it can't use translations. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="nl">
      <body>
        <main style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
          <h1>Er is een fout opgetreden</h1>
          <p>
            <button type="button" onClick={reset}>
              Opnieuw proberen
            </button>{' '}
            <Link href="/">Terug naar de homepage</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
