import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ApiError } from './api/errors';

const KEY = Symbol.for('webshop.rate-limiters');
const g = globalThis as typeof globalThis & { [KEY]?: Map<string, RateLimiterAbstract> };
const limiters = (g[KEY] ??= new Map());

let redisClient: Promise<unknown> | undefined;

/**
 * The Redis client once connected (or after at most 2 s): without an offline queue a command sent
 * before the connection is up fails, and the limiter would count that request in this instance's memory
 * only.
 */
function redis(): Promise<unknown> {
  if (!process.env.REDIS_URL) return Promise.resolve(undefined);
  redisClient ??= import('ioredis').then(({ Redis }) => {
    const client = new Redis(process.env.REDIS_URL!, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    return new Promise((resolve) => {
      const done = () => resolve(client);
      client.once('ready', done);
      client.once('error', done);
      setTimeout(done, 2000).unref();
    });
  });
  return redisClient;
}

/** A named limiter: `points` actions per `durationSeconds`; shared through Redis when REDIS_URL is set. */
async function limiter(name: string, points: number, durationSeconds: number): Promise<RateLimiterAbstract> {
  const id = `${name}:${points}:${durationSeconds}`;
  let l = limiters.get(id);
  if (!l) {
    const storeClient = await redis();
    l = storeClient
      ? new RateLimiterRedis({
          storeClient,
          keyPrefix: `rl:${name}`,
          points,
          duration: durationSeconds,
          insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds }),
        })
      : new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
    limiters.set(id, l);
  }
  return l;
}

/**
 * Consumes one point for `key` (an IP, an email, …); over the limit it throws a 429 ApiError carrying
 * `message` (already translated by the caller).
 */
export async function rateLimit(
  name: string,
  key: string,
  points: number,
  durationSeconds: number,
  message: string,
): Promise<void> {
  const l = await limiter(name, points, durationSeconds);
  try {
    await l.consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw new ApiError(429, message);
    throw e;
  }
}

/** Clears a key after success (e.g. a correct login resets the failed-attempt count). */
export async function resetRateLimit(
  name: string,
  key: string,
  points: number,
  durationSeconds: number,
): Promise<void> {
  await (await limiter(name, points, durationSeconds)).delete(key);
}

/**
 * The client's address as the production front decided it (`x-client-ip`, lib/trust-proxy.mjs: the
 * socket address, or what a trusted proxy reported under TRUST_PROXY); the front overwrites whatever a
 * client sends in that header. 'local' where no front runs (`npm run dev`).
 */
export function clientIp(headers: Headers): string {
  return headers.get('x-client-ip')?.trim() || 'local';
}

/** Large enough never to refuse: counters read with failureCount only count. */
const COUNT_ONLY = 1_000_000;

/** Counts one failure of `key` in a window of `durationSeconds`; answers the count in the window so far. */
export async function recordFailure(name: string, key: string, durationSeconds: number): Promise<number> {
  const res = await (await limiter(name, COUNT_ONLY, durationSeconds)).penalty(key, 1);
  return res.consumedPoints;
}

/** The failures of `key` counted by recordFailure in the current window. */
export async function failureCount(name: string, key: string, durationSeconds: number): Promise<number> {
  const res = await (await limiter(name, COUNT_ONLY, durationSeconds)).get(key);
  return res?.consumedPoints ?? 0;
}

/** Forgets the failures of `key` (a correct login). */
export async function resetFailures(name: string, key: string, durationSeconds: number): Promise<void> {
  await resetRateLimit(name, key, COUNT_ONLY, durationSeconds);
}
