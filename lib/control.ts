import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A local control channel for the shop's scripts while the server holds the embedded database (PGlite:
 * one process at a time may open it). At start the server writes `DATA_DIR/control.json` — its loopback
 * address and a fresh random token, readable by the server's own OS user only — and answers calls that
 * carry that token (e.g. `npm run staff:create` while the shop runs). With PostgreSQL scripts open the
 * database themselves and no channel is opened.
 */

export interface ControlChannel {
  url: string;
  token: string;
  pid: number;
}

const KEY = Symbol.for('webshop.control-token');
const g = globalThis as typeof globalThis & { [KEY]?: string };

export const controlFile = (dataDir: string) => path.join(dataDir, 'control.json');

/** Opens the channel of this server process (a new token at every start). */
export function openControlChannel(dataDir: string, port: number): void {
  const token = randomBytes(32).toString('hex');
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = controlFile(dir);
  const channel: ControlChannel = { url: `http://127.0.0.1:${port}`, token, pid: process.pid };
  // Written anew (not over an old file's mode): only this OS user may read the token.
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(channel), { mode: 0o600 });
  g[KEY] = token;
}

/** Whether a call carries this server's control token (compared in constant time). */
export function isControlToken(given: string | undefined | null): boolean {
  const token = g[KEY];
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The channel of the server that holds `dataDir` now, or null (none running, or a stale file). */
export function readControlChannel(dataDir: string): ControlChannel | null {
  let channel: ControlChannel;
  try {
    channel = JSON.parse(fs.readFileSync(controlFile(dataDir), 'utf8')) as ControlChannel;
  } catch {
    return null;
  }
  try {
    process.kill(channel.pid, 0);
    return channel;
  } catch {
    return null;
  }
}
