import { describe, expect, it } from 'vitest';
import { portalApp } from '@/app/api/portal/app';
import { CHAT_FILE_MAX_BYTES } from '@/features/chat/model';

const MB = 1024 * 1024;

/** A body that is produced as it is read, as a slow upload would arrive: never in memory whole. */
function streamed(bytes: number): { body: ReadableStream<Uint8Array>; sent: () => number } {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(120);
  return {
    sent: () => sent,
    body: new ReadableStream({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  };
}

const post = (path: string, init: RequestInit & { duplex?: 'half' }) =>
  portalApp.request(`/api/portal${path}`, { method: 'POST', ...init });

describe('request size limits before parsing', () => {
  it('a 20 MB JSON body with its Content-Length is a 413 at once, in the request language', async () => {
    const { body, sent } = streamed(20 * MB);
    const started = performance.now();
    const res = await post('/cart/product', {
      body,
      duplex: 'half',
      headers: { 'content-type': 'application/json', 'content-length': String(20 * MB), 'x-locale': 'en' },
    });
    const ms = performance.now() - started;
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('The request is too large.');
    // Answered before the body was read: well under the time 20 MB takes to stream, on a busy machine too.
    expect(ms).toBeLessThan(1000);
    expect(sent()).toBeLessThan(MB);
  });

  it('a JSON body streamed without a length stops being read past 64 kB', async () => {
    const { body, sent } = streamed(20 * MB);
    const res = await post('/cart/product', {
      body,
      duplex: 'half',
      headers: { 'content-type': 'application/json', 'x-locale': 'nl' },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Het verzoek is te groot.');
    expect(sent()).toBeLessThan(MB);
  });

  it('an upload above its documented maximum is refused on its route (chat files, logos)', async () => {
    for (const [path, size] of [
      ['/chat/files', CHAT_FILE_MAX_BYTES + 256 * 1024],
      ['/customer/register', 3 * MB],
    ] as const) {
      const { body, sent } = streamed(20 * MB);
      const started = performance.now();
      const res = await post(path, {
        body,
        duplex: 'half',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(size),
        },
      });
      expect(res.status, path).toBe(413);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(sent()).toBeLessThan(MB);
    }
  });
});
