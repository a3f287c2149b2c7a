import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

/** Starts a real entry point as production would and waits for it to exit (or be killed after 20 s). */
function start(script: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const began = Date.now();
    const vars: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    for (const k of ['PUSHER_SECRET', 'REALTIME_ENABLED', 'PUSHER_HOST', 'PUSHER_CLUSTER']) delete vars[k];
    for (const [k, v] of Object.entries(env)) if (v !== undefined) vars[k] = v;
    const child = spawn(process.execPath, script, { env: vars, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - began });
    });
  });
}

describe('a production start with an unsafe secret', () => {
  it.each([
    ['the development default', { PUSHER_SECRET: 'webshop-dev-secret' }, 'PUSHER_SECRET is a default value'],
    [
      'a test secret of the repository',
      { PUSHER_SECRET: 'e2e-realtime-secret' },
      'PUSHER_SECRET is a default',
    ],
    ['no secret at all', {}, 'PUSHER_SECRET is not set'],
    ['a short one', { PUSHER_SECRET: 'hunter2' }, 'PUSHER_SECRET is shorter than 16'],
  ])('the web server refuses %s, naming the variable', async (_what, env, message) => {
    const { code, output, ms } = await start(['scripts/server.mjs'], { ...env, PORT: '0' });
    expect(code).toBe(1);
    expect(output).toContain('web server: refusing to start in production with unsafe secrets');
    expect(output).toContain(message);
    // Before Next loads: the message comes at once, not after a failed start.
    expect(ms).toBeLessThan(10_000);
  });

  it('the embedded realtime server refuses the development default too', async () => {
    const { code, output } = await start(['lib/realtime/server-cli.mjs', '--embedded'], {
      PUSHER_SECRET: 'webshop-dev-secret',
      REALTIME_PORT: '0',
    });
    expect(code).toBe(1);
    expect(output).toContain('realtime: refusing to start in production');
    expect(output).toContain('PUSHER_SECRET');
  });

  it('a random secret passes the check (the realtime server then starts)', async () => {
    const { output } = await start(['--input-type=module', '-e', STARTS_REALTIME], {
      PUSHER_SECRET: randomBytes(24).toString('base64url'),
    });
    expect(output).toContain('realtime: Pusher protocol v7 server');
  });

  it('without realtime there is no secret to set', async () => {
    const { secretProblems } = await import('@/lib/secrets.mjs');
    expect(secretProblems({ NODE_ENV: 'production', REALTIME_ENABLED: 'false' })).toEqual([]);
    expect(secretProblems({ NODE_ENV: 'development' })).toEqual([]);
  });
});

/** Runs the realtime server on a free port and stops it once it says it listens. */
const STARTS_REALTIME = `
process.env.REALTIME_PORT = '0';
const log = console.log;
console.log = (...a) => { log(...a); if (String(a[0]).includes('Pusher protocol')) process.exit(0); };
await import('./lib/realtime/server-cli.mjs');
`;
