import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureUid, loadUid, portalApi } from './client';

describe('visitor uid loading', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shares one GET /api/configs/uid between concurrent callers (two would mint two uids)', async () => {
    let release!: () => void;
    const get = vi.spyOn(portalApi, 'get').mockImplementation(() => new Promise((r) => (release = () => r({ data: { uid: 'u1' } }))));
    const calls = [loadUid(), ensureUid(), loadUid()];
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/configs/uid', { silent: true });
    release();
    await Promise.all(calls);
    // Once settled, the next call asks again (e.g. after logout cleared the cookie).
    get.mockResolvedValueOnce({ data: { uid: 'u2' } });
    await loadUid();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('resolves when the call fails: the shop works without a uid', async () => {
    vi.spyOn(portalApi, 'get').mockRejectedValueOnce(new Error('offline'));
    await expect(loadUid()).resolves.toBeUndefined();
  });
});
