import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
});

it('zod takes jitless mode from the global object zodWithoutEval sets in the browser', async () => {
  vi.stubGlobal('window', globalThis);
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  vi.resetModules();
  const { zodWithoutEval } = await import('./zod-csp');
  zodWithoutEval();
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
