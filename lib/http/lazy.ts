/**
 * The HTTP client (axios and its instances, ≈ 20 kB gzip) for code that is on every page: it loads with
 * the first call instead of with the page, so it is not part of hydration. Code that only runs on pages
 * which call the API right away (checkout, account) imports './client' directly.
 */
export const loadHttp = () => import('./client');
