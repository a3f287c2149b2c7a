'use client';

/**
 * Last-resort error boundary (the root layout itself failed); it can't use translations. Every page
 * loads it, so it stays small: the home link is a plain link (a full load is the right way out of a
 * broken root layout anyway).
 */
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
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, see above */}
            <a href="/">Terug naar de homepage</a>
          </p>
        </main>
      </body>
    </html>
  );
}
