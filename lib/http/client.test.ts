// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { mockServerPerTest } from '@/tests/support/render';
import { ensureUid, loadUid } from './client';

const server = mockServerPerTest();
const UID = '*/api/portal/api/configs/uid';

function clearUidCookie() {
  document.cookie = 'uid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

describe('visitor uid loading', () => {
  it('shares one GET /api/configs/uid between concurrent callers (two would mint two uids)', async () => {
    clearUidCookie();
    let calls = 0;
    server.use(
      http.get(UID, async () => {
        calls++;
        await delay(20);
        return HttpResponse.json({ uid: `u${calls}` });
      }),
    );
    await Promise.all([loadUid(), ensureUid(), loadUid()]);
    expect(calls).toBe(1);
    // Once settled, the next call asks again (e.g. after logout cleared the cookie).
    await loadUid();
    expect(calls).toBe(2);
  });

  it('does not ask when the uid cookie is there', async () => {
    document.cookie = 'uid=abc; path=/';
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    await expect(ensureUid()).resolves.toBeUndefined();
    clearUidCookie();
  });

  it('resolves when the call fails: the shop works without a uid', async () => {
    clearUidCookie();
    server.use(http.get(UID, () => HttpResponse.error()));
    await expect(loadUid()).resolves.toBeUndefined();
  });
});
