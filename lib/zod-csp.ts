/**
 * zod 4 compiles object parsers with `new Function` where eval is allowed, and finds out by trying it
 * once: under the pages' Content-Security-Policy (no 'unsafe-eval', lib/security-headers.mjs) the browser
 * reports that caught attempt as a violation. Jitless mode skips the attempt. It is set on zod's global
 * configuration object (the one `z.config()` writes, kept on globalThis) so that pages need not load zod
 * to set it; in the browser only, the server keeps zod's compiled parsers. Call before any zod import runs
 * a parse (components/layout/providers.tsx, on every page).
 */
export function zodWithoutEval(): void {
  if (typeof window === 'undefined') return;
  const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (g.__zod_globalConfig ??= {}).jitless = true;
}
