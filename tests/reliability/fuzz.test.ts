// Every route of both API hosts (portal and workflow) fuzzed with generated bad input. The routes and
// what they accept come from the apps themselves: each validate(...) middleware carries its zod schema
// (VALIDATES, lib/api/app.ts), turned into a JSON Schema for a skeleton of a plausible request, which
// fast-check then breaks one field at a time, or as a whole, or as raw bytes. Every case is checked
// against the route's schema first: what is sent is invalid there. The shop must answer each with a
// 4xx (never 5xx) and store nothing. Then schema-valid edge values (ids beyond PostgreSQL's integer,
// the longest strings, odd unicode): still no 5xx. Runs in-process against the real Hono apps on a
// PostgreSQL database when one answers (PGlite otherwise).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-fuzz-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Hono } from 'hono';
import { VALIDATES, type Validates } from '@/lib/api/app';
import { getDb } from '@/lib/db/client';
import { createTestDb, type TestDb } from '../support/db';
import { ADMIN_DATABASE_URL, postgresReachable } from '../support/production';
import { loginAs } from '../support/auth';
import { newUid } from '../support/shop';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
/** Cases per validated request part of a route and identity. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
// PostgreSQL when one answers (TEST_DATABASE_URL, or the local default as for the other proofs).
const backend = (await postgresReachable()) ? 'postgres' : 'pglite';
if (backend === 'postgres') process.env.TEST_DATABASE_URL ??= ADMIN_DATABASE_URL;

type Json = Record<string, unknown>;
type Target = Validates['target'];
interface Route {
  app: Hono;
  method: string;
  path: string;
  validates: Validates[];
}
interface Case {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Every route with its validate(...) schemas, from the apps' route tables. */
async function routes(): Promise<Route[]> {
  const { portalApp } = await import('@/app/api/portal/app');
  const { workflowApp } = await import('@/app/api/workflow/app');
  const out = new Map<string, Route>();
  for (const app of [portalApp, workflowApp] as unknown as Hono[])
    for (const r of app.routes) {
      if (r.path.includes('*') || r.method === 'ALL') continue;
      const key = `${r.method} ${r.path}`;
      const route = out.get(key) ?? { app, method: r.method, path: r.path, validates: [] };
      const v = (r.handler as unknown as Record<symbol, Validates | undefined>)[VALIDATES];
      if (v) route.validates.push(v);
      out.set(key, route);
    }
  return [...out.values()];
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
};

const jsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A plausible value for a JSON Schema: the skeleton that the mutations break. */
function skeleton(s: JsonSchema, rnd: fc.Random | null = null): unknown {
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options) return skeleton(options.find((o) => o.type !== 'null') ?? options[0], rnd);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, skeleton(v, rnd)]));
    case 'array':
      return Array.from({ length: s.minItems ?? 1 }, () => skeleton(s.items ?? {}, rnd));
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'string': {
      if (s.format === 'email') return 'fuzz@example.test';
      if (s.pattern) {
        try {
          const [v] = fc.sample(fc.stringMatching(new RegExp(s.pattern)), { numRuns: 1, seed: SEED });
          if (v.length <= (s.maxLength ?? Infinity)) return v;
        } catch {
          // A pattern fast-check can't generate from: the plain string below.
        }
      }
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
    default:
      return 'x';
  }
}

/** The paths to every value inside a skeleton (objects and arrays walked), the root included. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...at, k]));
  return out;
}

function setAt(root: unknown, at: (string | number)[], value: unknown, remove = false): unknown {
  if (!at.length) return value;
  const copy = structuredClone(root) as Json;
  let node = copy as Record<string | number, unknown>;
  for (const k of at.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  if (remove) delete node[at[at.length - 1]];
  else node[at[at.length - 1]] = value;
  return copy;
}

/** Values no schema should take where it expects something else, and a few that attack parsers. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    -1,
    0,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    '',
    ' ',
    'NaN',
    '1e9999',
    '-0',
    "' OR 1=1 --",
    '\u0000',
    '\ud800',
    '😀'.repeat(60),
    'x'.repeat(5000),
    [],
    {},
    [1, 2],
    { __proto__: { polluted: 1 } },
    { constructor: { prototype: { polluted: 1 } } },
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    'https://evil.test/',
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.anything({ maxDepth: 2 }),
);

/**
 * A broken value for one request part: a field replaced or removed, an unknown field added, or (for a
 * JSON body; query, path and form are always sets of named strings) the whole part replaced.
 */
function brokenPart(s: JsonSchema, target: Target): fc.Arbitrary<unknown> {
  const base = skeleton(s);
  const all = paths(base);
  const spots = target === 'json' || all.length === 1 ? all : all.slice(1);
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.tuple(fc.constantFrom(...spots), badValue).map(([at, v]) => setAt(base, at, v)),
    },
    {
      // A path always has its parameters.
      weight: target === 'param' ? 0 : 2,
      arbitrary: fc
        .constantFrom(...(all.length > 1 ? all.slice(1) : all))
        .map((at) => setAt(base, at, undefined, true)),
    },
    { weight: target === 'json' ? 1 : 0, arbitrary: badValue },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), badValue)
        .map(([k, v]) =>
          base && typeof base === 'object' && !Array.isArray(base) ? { ...base, [k]: v } : v,
        ),
    },
  );
}

/** A valid-looking value with one number at a database's edge or one string at its longest, odd. */
function edgePart(s: JsonSchema): fc.Arbitrary<unknown> {
  const base = skeleton(s);
  const leaves = paths(base).filter((p) => p.length > 0);
  if (!leaves.length) return fc.constant(base);
  return fc
    .tuple(
      fc.constantFrom(...leaves),
      fc.constantFrom<unknown>(
        2 ** 31,
        Number.MAX_SAFE_INTEGER,
        2 ** 31 - 1,
        '😀'.repeat(20),
        'ﬀ\u202e\u0301',
      ),
    )
    .map(([at, v]) => setAt(base, at, v));
}

/** A path segment; a lone surrogate (no valid UTF-8) goes as the bytes a broken client would send. */
function encodePath(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}

const asString = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));

/** A request for a route with each part set: path parameters, query, JSON or form body. */
function request(
  route: Route,
  parts: Partial<Record<Target, unknown>>,
  headers: Record<string, string>,
): Case {
  const params = (parts.param ?? {}) as Json;
  const url = route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    name in params ? encodePath(asString(params[name])) || '%20' : '1',
  );
  const query = parts.query;
  const search =
    query && typeof query === 'object' && !Array.isArray(query)
      ? new URLSearchParams(Object.entries(query as Json).map(([k, v]) => [k, asString(v)])).toString()
      : query !== undefined
        ? encodeURIComponent(asString(query))
        : '';
  const c: Case = { method: route.method, url: search ? `${url}?${search}` : url, headers: { ...headers } };
  if (parts.form !== undefined) {
    c.headers['content-type'] = 'application/x-www-form-urlencoded';
    const form = parts.form;
    c.body =
      form && typeof form === 'object' && !Array.isArray(form)
        ? new URLSearchParams(Object.entries(form as Json).map(([k, v]) => [k, asString(v)])).toString()
        : asString(form);
  } else if (route.method !== 'GET' && route.method !== 'HEAD') {
    c.headers['content-type'] = 'application/json';
    // A broken JSON part that is undefined goes as `null`, as asReceived reads it; no JSON part at all
    // (a route validating only its path or query) goes as an empty object.
    c.body = 'json' in parts ? (JSON.stringify(parts.json) ?? 'null') : '{}';
  }
  return c;
}

/** The request part a route's schema reads, as the validator sees it (query and params are strings). */
function asReceived(target: Target, value: unknown): unknown {
  if (target === 'json') return JSON.parse(JSON.stringify(value) ?? 'null');
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, asString(v)]));
  return value;
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Symbol('not JSON');
  }
}

/** Raw bodies no JSON route should choke on. */
const rawBodies = fc.constantFrom(
  ['application/json', '{'],
  ['application/json', '{"a":'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"x"'],
  ['application/json', '\u0000'],
  ['application/json', '{"__proto__":{"polluted":1}}'],
  ['text/plain', '{"orderId":1}'],
  ['application/x-www-form-urlencoded', 'a=1&a=2&%zz=%'],
  ['multipart/form-data; boundary=x', '--x\r\nbroken'],
  ['application/json', '1'.repeat(400)],
);

/** Every table's rows as text: what "nothing stored" is checked against. */
async function snapshot(): Promise<Map<string, string[]>> {
  const db = await getDb();
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const out = new Map<string, string[]>();
  for (const { name } of tables.rows) {
    const r = (await db.execute(
      sql.raw(`select coalesce(array_agg(t::text order by t::text), '{}') as rows from "${name}" t`),
    )) as unknown as { rows: { rows: string[] }[] };
    out.set(name, r.rows[0].rows);
  }
  return out;
}

/** The files under DATA_DIR (uploads, mail): stored input too. */
const files = () => fs.readdirSync(process.env.DATA_DIR!, { recursive: true }).map(String).sort();

/** The rows that appeared or went, per table. */
function difference(before: Map<string, string[]>, after: Map<string, string[]>) {
  const out: Record<string, { added: string[]; removed: string[] }> = {};
  for (const [name, rows] of after) {
    const was = new Set(before.get(name) ?? []);
    const now = new Set(rows);
    const added = rows.filter((r) => !was.has(r)).map((r) => r.slice(0, 300));
    const removed = [...was].filter((r) => !now.has(r)).map((r) => r.slice(0, 300));
    if (added.length || removed.length) out[name] = { added, removed };
  }
  return out;
}

describe(`every API route fuzzed with bad input (${backend}, seed ${SEED})`, () => {
  let t: TestDb;
  let identities: { name: string; headers: Record<string, string> }[];
  let all: Route[];
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    const staff = await loginAs({ role: 'staff' });
    const customer = await loginAs({ role: 'customer' });
    identities = [
      { name: 'visitor', headers: { uid: newUid() } },
      { name: 'customer', headers: customer.headers },
      { name: 'staff', headers: staff.headers },
    ];
    all = await routes();
  });
  afterAll(async () => t?.close());

  const send = async (route: Route, c: Case) => {
    const res = await route.app.request(c.url, {
      method: c.method,
      headers: { 'x-locale': 'nl', ...c.headers },
      body: c.body,
    });
    await res.arrayBuffer();
    return res.status;
  };

  it('answers no bad input with a 5xx and stores none of it', async () => {
    const t0 = performance.now();
    // Each identity known to the shop before the snapshot (a visitor's first request records it).
    const { portalApp } = await import('@/app/api/portal/app');
    for (const who of identities)
      await portalApp.request('/api/portal/api/cart-products', { headers: who.headers });
    const before = await snapshot();
    const filesBefore = files();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let validated = 0;
    const accepted = new Set<string>();
    for (const route of all) {
      // A route without a schema takes its input from the body or path, or has none (logout, a fresh
      // uid): it is fuzzed as a visitor, when it has input at all, so that it can't end the sessions.
      const paramless = !route.path.includes(':');
      if (!route.validates.length && paramless && route.method === 'GET') continue;
      for (const who of route.validates.length ? identities : identities.slice(0, 1)) {
        const cases: Case[] = [];
        for (const v of route.validates) {
          const s = jsonSchema(v.schema);
          const others = Object.fromEntries(
            route.validates.filter((o) => o !== v).map((o) => [o.target, skeleton(jsonSchema(o.schema))]),
          );
          for (const value of fc.sample(brokenPart(s, v.target), { numRuns: RUNS, seed: SEED })) {
            // Only what the route's schema refuses counts as bad input.
            if (v.schema.safeParse(asReceived(v.target, value)).success) continue;
            cases.push(request(route, { ...others, [v.target]: value }, who.headers));
          }
        }
        if (!route.validates.length) {
          // No schema to derive from: anything as body and as path parameters.
          const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
          for (const value of fc.sample(badValue, { numRuns: 8, seed: SEED })) {
            const param = Object.fromEntries(names.map((n) => [n, value]));
            cases.push(request(route, { json: value, param }, who.headers));
          }
        }
        const json = route.validates.find((v) => v.target === 'json');
        if (route.method !== 'GET')
          for (const [type, body] of fc.sample(rawBodies, { numRuns: 6, seed: SEED })) {
            // A raw body that happens to be JSON the route accepts is not bad input.
            // (Hono's JSON validator reads a body of another content type as {}.)
            const seen = type === 'application/json' ? parseOr(body) : {};
            if (json && json.schema.safeParse(seen).success) continue;
            const { url } = request(route, {}, {});
            cases.push({
              method: route.method,
              url,
              headers: { ...who.headers, 'content-type': type },
              body,
            });
          }
        for (const c of cases) {
          const status = await send(route, c);
          sent++;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 422) validated++;
          if (status >= 500)
            failures.push(`${status} as ${who.name}: ${c.method} ${c.url} ${c.body?.slice(0, 200) ?? ''}`);
          if (status < 300 && route.validates.length) accepted.add(`${c.method} ${route.path}`);
        }
      }
    }
    const changed = difference(before, await snapshot());
    const ms = performance.now() - t0;
    console.log(
      `reliability: fuzz (seed ${SEED}) ${all.length} routes, ${sent} bad requests as visitor, customer and staff in ` +
        `${(ms / 1000).toFixed(1)} s: ${failures.length} 5xx, ${validated} answered 422, ` +
        `statuses ${[...statuses]
          .sort()
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}; tables changed: ${Object.keys(changed).join(', ') || 'none'}; ` +
        `schema routes that took bad input: ${[...accepted].join(', ') || 'none'}`,
    );
    expect(failures).toEqual([]);
    expect(changed).toEqual({});
    expect(files()).toEqual(filesBefore);
  });

  it('answers schema-valid edge values (ids beyond integer, long odd strings) without a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of all) {
      for (const v of route.validates) {
        const s = jsonSchema(v.schema);
        const others = Object.fromEntries(
          route.validates.filter((o) => o !== v).map((o) => [o.target, skeleton(jsonSchema(o.schema))]),
        );
        for (const value of fc.sample(edgePart(s), { numRuns: 6, seed: SEED })) {
          if (!v.schema.safeParse(asReceived(v.target, value)).success) continue;
          for (const who of identities) {
            const c = request(route, { ...others, [v.target]: value }, who.headers);
            const status = await send(route, c);
            sent++;
            if (status >= 500)
              failures.push(`${status} as ${who.name}: ${c.method} ${c.url} ${c.body?.slice(0, 200) ?? ''}`);
          }
        }
      }
    }
    console.log(`reliability: fuzz edge values: ${sent} requests, ${failures.length} 5xx`);
    expect(failures).toEqual([]);
  });
});
