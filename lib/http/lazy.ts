import { reportChunkFailure } from '@/lib/chunk-reload';

/**
 * The HTTP client (axios and its instances, ≈ 20 kB gzip) for code that is on every page: it loads with
 * the first call (or ahead of it, when the visitor engages with the page: `Providers`) instead of with the
 * page, so it is not part of hydration. Code that only runs on pages which call the API right away
 * (checkout, account) imports './client' directly. A failed load (offline) is reported to the page, which
 * reloads or offers a reload: the failed chunk stays failed until then.
 */
export const loadHttp = () =>
  import('./client').catch((err: unknown) => {
    reportChunkFailure(err);
    throw err;
  });
