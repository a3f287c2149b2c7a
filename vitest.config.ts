import { defineConfig } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // 'server-only' throws outside React Server Components; tests run server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    // tests/reliability runs on its own config (vitest.reliability.config.ts), after the build.
    exclude: [
      'node_modules/**',
      '.next/**',
      'tests/e2e/**',
      'tests/reliability/**',
      '.data/**',
      '.test-data/**',
    ],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    // next-intl's navigation imports 'next/navigation' without an extension, which Node's ESM loader cannot
    // resolve; through Vite it resolves (and the page's router can be stood in for).
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Vitest runs (cores − 1) files at once: one on a 2-core machine. The integration tests spend much of
    // their time waiting for PostgreSQL and the file system, so two at once take ≈ 200 s there instead of
    // ≈ 320 s (each file has its own throwaway database and ephemeral ports).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
