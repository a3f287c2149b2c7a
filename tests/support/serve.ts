import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves the portal API over real HTTP on a free port, for callers that only speak HTTP (a payment
 * provider's webhook). Next's router is not involved: requests go straight to the Hono app.
 */
export async function servePortalApi(): Promise<{ url: string; close: () => Promise<void> }> {
  const { portalApp } = await import('@/app/api/portal/app');
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const answer = await portalApp.fetch(
      new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      }),
    );
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
