import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createApi, validate } from './app';
import { frontApi } from './front';
import { z } from 'zod';

const app = createApi('/api/portal').route(
  '/',
  new Hono()
    .get('/api/echo', validate('query', z.object({ q: z.string().min(2) })), (c) =>
      c.json({
        q: c.req.query('q'),
        locale: c.req.header('x-locale') ?? null,
        host: new URL(c.req.url).host,
      }),
    )
    .get('/api/big', (c) => {
      c.header('set-cookie', 'a=1; Path=/', { append: true });
      c.header('set-cookie', 'b=2; Path=/', { append: true });
      return c.json({ items: Array.from({ length: 200 }, (_, i) => `item ${i}`) });
    })
    .get('/api/fail', () => {
      throw new Error('boom');
    }),
);
const answer = frontApi(['/api/portal/api/echo', '/api/portal/api/big', '/api/portal/api/fail'], (r) =>
  app.fetch(r),
);
const host = { host: 'shop.test:3000' };

describe('frontApi (public API calls answered by scripts/server.mjs)', () => {
  it('leaves every other path to Next', () => {
    expect(answer('/api/portal/api/other?q=ab', host)).toBeNull();
    expect(answer('/api/portal/api/echo/x', host)).toBeNull();
    expect(answer('/servers?x=/api/portal/api/echo', host)).toBeNull();
  });

  it('runs the request through the app with its query and headers, adding the security headers', async () => {
    const a = await answer('/api/portal/api/echo?q=dell%20r7', { ...host, 'x-locale': 'en' })!;
    expect(a.status).toBe(200);
    expect(JSON.parse(Buffer.from(a.body).toString())).toEqual({
      q: 'dell r7',
      locale: 'en',
      host: 'shop.test:3000',
    });
    expect(a.headers['content-type']).toMatch(/application\/json/);
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-frame-options']).toBe('DENY');
    expect(a.headers['content-length']).toBe(String(a.body.byteLength));
    expect(a.headers['server-timing']).toMatch(/^app;dur=\d+\.\d\d$/);
    expect(a.headers['content-encoding']).toBeUndefined();
  });

  it('answers bad input with the 422 and field messages of the app, in Dutch by default', async () => {
    const a = await answer('/api/portal/api/echo?q=x', host)!;
    expect(a.status).toBe(422);
    const body = JSON.parse(Buffer.from(a.body).toString());
    expect(body.message).toBe('Onjuiste gegevens');
    expect(body.errors.q).toHaveLength(1);
  });

  it('gzips a large body for clients that accept it and keeps every cookie', async () => {
    const a = await answer('/api/portal/api/big', { ...host, 'accept-encoding': 'gzip, br' })!;
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(a.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(gunzipSync(a.body).toString()).items).toHaveLength(200);
    expect(a.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const plain = await answer('/api/portal/api/big', { ...host, 'accept-encoding': 'identity' })!;
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(Buffer.from(plain.body).toString()).items).toHaveLength(200);
  });

  it('answers an error with the app’s generic 500 and rejects a request it cannot build', async () => {
    const a = await answer('/api/portal/api/fail', host)!;
    expect(a.status).toBe(500);
    expect(a.headers['server-timing']).toMatch(/^app;dur=/);
    await expect(answer('/api/portal/api/echo?q=ab', { host: 'bad host' })!).rejects.toThrow();
  });
});
