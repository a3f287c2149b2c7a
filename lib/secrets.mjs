// Secrets the shop signs with, checked before a production process starts (scripts/server.mjs, the
// realtime server, instrumentation.ts for `next start`). Outside development a missing secret, one that
// appears in this repository, or a short one stops the process with a message naming the variable:
// a secret anyone can read here signs nothing. Plain ESM: the front and the realtime server import it.
import { realtimeConfig, DEV_SECRET } from './realtime/config.mjs';

/** Values this repository (its defaults, scripts and tests) has ever used: never valid in production. */
export const KNOWN_SECRETS = new Set([
  DEV_SECRET,
  'e2e-realtime-secret',
  'bench-realtime-secret',
  'bench-secret',
  'it-secret',
]);

/** 128 bits as base64 is 22 characters; a shorter secret is too easily guessed. */
export const MIN_SECRET_LENGTH = 16;

/**
 * The secrets a process needs with this environment, by variable name.
 * @param {Record<string, string | undefined>} env
 */
function requiredSecrets(env) {
  /** @type {Array<{ name: string, what: string }>} */
  const needed = [];
  if (realtimeConfig(env).enabled)
    needed.push({ name: 'PUSHER_SECRET', what: 'signs realtime subscriptions and publishing' });
  return needed;
}

/**
 * What is wrong with the secrets of a production environment: one message per variable, empty when
 * all is well or when not in production.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string[]}
 */
export function secretProblems(env = process.env) {
  if (env.NODE_ENV !== 'production') return [];
  return requiredSecrets(env).flatMap(({ name, what }) => {
    const value = env[name];
    if (!value) return [`${name} is not set (it ${what}).`];
    if (KNOWN_SECRETS.has(value))
      return [`${name} is a default value published in the repository (it ${what}).`];
    if (value.length < MIN_SECRET_LENGTH)
      return [`${name} is shorter than ${MIN_SECRET_LENGTH} characters (it ${what}).`];
    return [];
  });
}

/**
 * Exits the process (status 1) with the problems and how to fix them when a production secret is
 * missing or a known default.
 * @param {string} who the process, for the message
 */
export function assertProductionSecrets(who, env = process.env) {
  const problems = secretProblems(env);
  if (!problems.length) return;
  console.error(
    `${who}: refusing to start in production with unsafe secrets:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
      'Set each to a long random value (e.g. `openssl rand -base64 32`), the same on every instance; ' +
      '`npm start` makes one per run for its embedded realtime server. NODE_ENV=development is for local tries.',
  );
  process.exit(1);
}
