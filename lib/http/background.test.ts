import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundCall, ensureUid, loadUid } from './background';
import { HttpError } from './errors';
import { onLoadChange } from './progress';

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('background calls', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', { cookie: 'consent=1; uid=v%2042', documentElement: { lang: 'en' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('calls the portal API with the visitor uid, locale, JSON and cookies, and returns the answer', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { count: 2 }));
    await expect(backgroundCall('POST', '/statistic/visits', { kind: 'load' })).resolves.toEqual({
      count: 2,
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/portal/statistic/visits');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"kind":"load"}');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      uid: 'v 42',
      'x-locale': 'en',
    });
  });

  it('sends uid 0 without a uid cookie and no body on a GET', async () => {
    vi.stubGlobal('document', { cookie: '', documentElement: { lang: '' } });
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    await backgroundCall('GET', 'api/cart-products');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/portal/api/cart-products');
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({ uid: '0', 'x-locale': 'nl' });
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns an error answer into an HttpError with its status, message and body', async () => {
    fetchMock.mockResolvedValueOnce(answer(409, { message: 'Uitverkocht' }));
    const err = await backgroundCall('GET', '/api/cart-products').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 409, message: 'Uitverkocht', body: { message: 'Uitverkocht' } });

    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(backgroundCall('GET', '/x')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status code 502',
    });
  });

  it('turns a network failure into an HttpError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(backgroundCall('GET', '/x')).rejects.toMatchObject({
      status: 0,
      message: 'Failed to fetch',
    });
  });

  it('reports to the loading bar: one load while in flight, failed after a failure', async () => {
    const states: { active: number; failed: boolean }[] = [];
    const stop = onLoadChange((s) => states.push(s));
    fetchMock.mockResolvedValueOnce(answer(200, {}));
    await backgroundCall('GET', '/x');
    fetchMock.mockResolvedValueOnce(answer(500, {}));
    await backgroundCall('GET', '/x').catch(() => undefined);
    stop();
    expect(states).toEqual([
      { active: 1, failed: false },
      { active: 0, failed: false },
      { active: 1, failed: false },
      { active: 0, failed: true },
    ]);
  });
});

describe('visitor uid loading', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shares one GET /api/configs/uid between concurrent callers (two would mint two uids)', async () => {
    vi.stubGlobal('document', { cookie: '', documentElement: { lang: 'nl' } });
    let release!: () => void;
    const fetchMock = vi.fn(
      () => new Promise<Response>((resolve) => (release = () => resolve(answer(200, { uid: 'u1' })))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const calls = [loadUid(), ensureUid(), loadUid()];
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/portal/api/configs/uid',
      expect.objectContaining({ method: 'GET' }),
    ]);
    release();
    await Promise.all(calls);
    // Once settled, the next call asks again (e.g. after logout cleared the cookie).
    fetchMock.mockResolvedValueOnce(answer(200, { uid: 'u2' }));
    await loadUid();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not ask when the uid cookie is there', async () => {
    vi.stubGlobal('document', { cookie: 'uid=abc', documentElement: { lang: 'nl' } });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await ensureUid();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resolves when the call fails: the shop works without a uid', async () => {
    vi.stubGlobal('document', { cookie: '', documentElement: { lang: 'nl' } });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('offline')));
    await expect(loadUid()).resolves.toBeUndefined();
  });
});
