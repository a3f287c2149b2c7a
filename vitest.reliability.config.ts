import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// `npm run test:reliability` (docs/reliability.md): the proofs of tests/reliability, one file at a time,
// since each loads the machine on purpose (hundreds of concurrent checkouts, a killed server, fuzzing).
// The base config's include and exclude are replaced, not merged: it excludes tests/reliability.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/reliability/**/*.test.ts'],
    exclude: ['node_modules/**', '.next/**'],
    fileParallelism: false,
    testTimeout: 180_000,
  },
});
