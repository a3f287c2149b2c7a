import Link from 'next/link';

/** Paths outside any locale (rare: the proxy prefixes every page path). */
export default function GlobalNotFound() {
  return (
    <html lang="nl">
      <body>
        <main style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
          <h1>404 – Deze pagina kon niet worden gevonden</h1>
          <p>
            <Link href="/">Terug naar de homepage</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
