import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { readdirSync } from 'node:fs';

// Each feature's public surface: `index.ts` for other features' server code, `client.ts` for their
// browser code (docs/architecture.md, "Features and their public modules"). Anything else in a feature is
// its own business.
const FEATURES = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `./features/${feature}`,
    from: `./features/${other}`,
    except: ['./index.ts', './client.ts'],
    message: `Use what features/${other} exposes: '@/features/${other}' (server) or '@/features/${other}/client' (browser).`,
  })),
);

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.data/**',
    '.test-data/**',
    'node_modules/**',
    'lib/db/migrations/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
  ]),
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      // Dependency direction of docs/architecture.md: lib ← components ← features ← app.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./components', './features', './app'],
              message: 'lib/ imports nothing of ours above it.',
            },
            {
              target: './components',
              from: ['./features', './app'],
              message: 'components/ may use lib/ only.',
            },
            { target: './features', from: './app', message: 'features/ never import app/.' },
            ...featureBoundaries,
          ],
        },
      ],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // react-query's hooks come from lib/query.ts, which gives them the page's client without a provider
      // in the layout (so pages that do not use react-query do not load it; docs/performance.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useMutation', 'useQueryClient', 'QueryClientProvider'],
              message: "Import react-query's hooks from '@/lib/query'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/query.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
]);
