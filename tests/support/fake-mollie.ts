// A local stand-in for Mollie's Payments API v2 (https://docs.mollie.com/reference/payments-api), for tests:
// POST /v2/payments (Idempotency-Key honoured), GET /v2/payments/:id, DELETE /v2/payments/:id (cancel; 422
// unless isCancelable), POST /v2/payments/:id/refunds (422 unless paid). Responses are HAL JSON as Mollie
// sends them; errors are { status, title, detail, _links }. What a shopper or the bank does is driven
// through setStatus, which, as Mollie, then posts only the payment id to the payment's webhookUrl.
// It speaks HTTPS only (the Mollie client refuses http:) with a throwaway self-signed certificate; the
// client trusts only its bundled roots, so the process using it must set NODE_TLS_REJECT_UNAUTHORIZED=0.
import type http from 'node:http';
import https from 'node:https';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

import type { AddressInfo } from 'node:net';

type Amount = { value: string; currency: string };
interface FakePayment {
  id: string;
  createdAt: string;
  status: string;
  isCancelable: boolean;
  amount: Amount;
  description: string;
  method: string | null;
  metadata: unknown;
  locale: string | null;
  redirectUrl: string;
  cancelUrl: string | null;
  webhookUrl: string | null;
  paidAt?: string;
  amountRefunded: Amount;
  refunds: Record<string, unknown>[];
}
export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const FINAL = new Set(['paid', 'failed', 'canceled', 'expired']);
const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export async function startFakeMollie() {
  const payments = new Map<string, FakePayment>();
  const idempotent = new Map<string, [number, unknown]>();
  /** Every API request as received: method, path, headers, body. */
  const requests: FakeRequest[] = [];
  let base = '';

  const view = (p: FakePayment) => ({
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: p.createdAt,
    status: p.status,
    isCancelable: p.isCancelable && (p.status === 'open' || p.status === 'pending'),
    amount: p.amount,
    description: p.description,
    method: p.method,
    metadata: p.metadata,
    locale: p.locale,
    profileId: 'pfl_fake',
    redirectUrl: p.redirectUrl,
    cancelUrl: p.cancelUrl,
    webhookUrl: p.webhookUrl,
    ...(p.status === 'paid' ? { paidAt: p.paidAt, amountRefunded: p.amountRefunded } : {}),
    _links: {
      self: { href: `${base}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open' ? { checkout: { href: `${base}/checkout/${p.id}`, type: 'text/html' } } : {}),
      dashboard: { href: `${base}/dashboard/payments/${p.id}`, type: 'text/html' },
    },
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-mollie-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const tls = {
    key: fs.readFileSync(path.join(dir, 'key.pem')),
    cert: fs.readFileSync(path.join(dir, 'cert.pem')),
  };
  fs.rmSync(dir, { recursive: true, force: true });
  const server = https.createServer(tls, (req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      const url = new URL(req.url ?? '/', base);
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      const send = (status: number, o: unknown) =>
        res.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(o));
      const fail = (status: number, title: string, detail: string, field?: string) =>
        send(status, { status, title, detail, field, _links: {} });
      if (!String(req.headers.authorization ?? '').startsWith('Bearer test_'))
        return fail(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');

      const m = url.pathname.match(/^\/v2\/payments(?:\/([^/]+))?(\/refunds)?$/);
      if (!m) return fail(404, 'Not Found', 'The resource does not exist');
      const [, paymentId, refunds] = m;
      const key = req.headers['idempotency-key'] as string | undefined;
      if (key && (req.method === 'POST' || req.method === 'DELETE') && idempotent.has(key)) {
        const [status, o] = idempotent.get(key)!;
        return send(status, o);
      }
      const answer = (status: number, o: unknown) => {
        if (key && req.method !== 'GET') idempotent.set(key, [status, o]);
        send(status, o);
      };

      if (req.method === 'POST' && !paymentId) {
        if (!body?.amount?.value || !/^\d+\.\d{2}$/.test(body.amount.value))
          return fail(422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
        if (!body.description)
          return fail(422, 'Unprocessable Entity', 'The description is required', 'description');
        if (!body.redirectUrl)
          return fail(422, 'Unprocessable Entity', 'The redirect URL is required', 'redirectUrl');
        const p: FakePayment = {
          id: id('tr'),
          createdAt: new Date().toISOString(),
          status: 'open',
          isCancelable: true,
          amount: body.amount,
          description: body.description,
          method: body.method ?? null,
          metadata: body.metadata ?? null,
          locale: body.locale ?? null,
          redirectUrl: body.redirectUrl,
          cancelUrl: body.cancelUrl ?? null,
          webhookUrl: body.webhookUrl ?? null,
          amountRefunded: { value: '0.00', currency: body.amount.currency },
          refunds: [],
        };
        payments.set(p.id, p);
        return answer(201, view(p));
      }
      const p = paymentId ? payments.get(paymentId) : undefined;
      if (!p) return fail(404, 'Not Found', `No payment exists with token ${paymentId}.`);
      if (req.method === 'GET' && !refunds) return send(200, view(p));
      if (req.method === 'DELETE' && !refunds) {
        if (!view(p).isCancelable)
          return fail(422, 'Unprocessable Entity', `The payment ${p.id} is not cancelable`);
        p.status = 'canceled';
        return answer(200, view(p));
      }
      if (req.method === 'POST' && refunds) {
        if (p.status !== 'paid')
          return fail(422, 'Unprocessable Entity', 'The payment is not paid, so it cannot be refunded');
        const cents = (v: string) => Math.round(Number(v) * 100);
        const amount: Amount = body?.amount ?? p.amount;
        if (cents(amount.value) + cents(p.amountRefunded.value) > cents(p.amount.value))
          return fail(
            422,
            'Unprocessable Entity',
            'The amount is higher than the amount that can be refunded',
            'amount',
          );
        p.amountRefunded.value = ((cents(amount.value) + cents(p.amountRefunded.value)) / 100).toFixed(2);
        const refund = {
          resource: 'refund',
          id: id('re'),
          amount,
          status: 'queued',
          description: body?.description ?? '',
          paymentId: p.id,
          createdAt: new Date().toISOString(),
          _links: { self: { href: `${base}/v2/payments/${p.id}/refunds`, type: 'application/hal+json' } },
        };
        p.refunds.push(refund);
        return answer(201, refund);
      }
      fail(405, 'Method Not Allowed', `${req.method} is not allowed here`);
    });
  });

  /** As Mollie: a POST of only the payment's id to its webhookUrl. */
  async function callWebhook(p: FakePayment) {
    if (!p.webhookUrl) return;
    const res = await fetch(p.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: p.id }).toString(),
    });
    if (!res.ok) throw new Error(`fake Mollie: webhook answered ${res.status}`);
  }

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** For MOLLIE_API_ENDPOINT. */
    endpoint: `${base}/v2/`,
    requests,
    payment: (paymentId: string) => payments.get(paymentId),
    /** Mollie's side of a payment changing (shopper, bank, expiry); then the webhook with only the id. */
    async setStatus(paymentId: string, status: string, opts: { webhook?: boolean } = {}) {
      const p = payments.get(paymentId);
      if (!p) throw new Error(`fake Mollie: no payment ${paymentId}`);
      if (FINAL.has(p.status)) throw new Error(`fake Mollie: ${paymentId} is already ${p.status}`);
      p.status = status;
      if (status === 'paid') p.paidAt = new Date().toISOString();
      if (opts.webhook !== false) await callWebhook(p);
    },
    /**
     * The bank settles a payment Mollie had already reported final (canceled, expired): not one of Mollie's
     * documented transitions, but money that arrives late all the same; the shop must not lose it. Then
     * the webhook with only the id, as for any change.
     */
    async settleLate(paymentId: string) {
      const p = payments.get(paymentId);
      if (!p) throw new Error(`fake Mollie: no payment ${paymentId}`);
      p.status = 'paid';
      p.paidAt = new Date().toISOString();
      await callWebhook(p);
    },
    /** Mollie decides whether a payment can be cancelled (per method and state). */
    setCancelable(paymentId: string, cancelable: boolean) {
      payments.get(paymentId)!.isCancelable = cancelable;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
