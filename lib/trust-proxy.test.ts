import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { applyTrustProxy, clientAddress, parseTrustProxy } from './trust-proxy.mjs';

describe('TRUST_PROXY', () => {
  it('parses unset, hop counts and address lists', () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy('')).toBeNull();
    expect(parseTrustProxy('0')).toBeNull();
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.1, ::ffff:10.0.0.2')).toEqual({
      addresses: new Set(['10.0.0.1', '10.0.0.2']),
    });
  });

  it('without a trusted proxy the socket is the client, whatever X-Forwarded-For says', () => {
    expect(clientAddress('::ffff:203.0.113.9', '1.2.3.4', null)).toEqual({
      ip: '203.0.113.9',
      trusted: false,
    });
  });

  it('with N hops the client is the N-th address from the right', () => {
    expect(clientAddress('10.0.0.1', '1.2.3.4', { hops: 1 })).toEqual({ ip: '1.2.3.4', trusted: true });
    // A client that sends its own X-Forwarded-For cannot move further left than the proxies allow.
    expect(clientAddress('10.0.0.1', '6.6.6.6, 1.2.3.4', { hops: 1 }).ip).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.1', '6.6.6.6, 1.2.3.4, 10.0.0.2', { hops: 2 }).ip).toBe('1.2.3.4');
    // Fewer entries than hops: the leftmost one.
    expect(clientAddress('10.0.0.1', undefined, { hops: 1 })).toEqual({ ip: '10.0.0.1', trusted: false });
  });

  it('with an address list the first untrusted address from the right is the client', () => {
    const trust = parseTrustProxy('10.0.0.1,10.0.0.2');
    expect(clientAddress('10.0.0.1', '6.6.6.6, 1.2.3.4, 10.0.0.2', trust).ip).toBe('1.2.3.4');
    expect(clientAddress('192.0.2.7', '1.2.3.4', trust)).toEqual({ ip: '192.0.2.7', trusted: false });
  });

  it('rewrites the request: x-client-ip always ours, forwarded headers only from a trusted proxy', () => {
    const req = (remoteAddress: string, headers: Record<string, string>) =>
      ({ socket: { remoteAddress }, headers: { ...headers } }) as unknown as IncomingMessage;
    const spoofed = req('198.51.100.4', {
      'x-client-ip': '1.1.1.1',
      'x-forwarded-for': '1.1.1.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    applyTrustProxy(spoofed, null);
    expect(spoofed.headers).toEqual({ 'x-client-ip': '198.51.100.4' });

    const proxied = req('127.0.0.1', { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' });
    applyTrustProxy(proxied, { hops: 1 });
    expect(proxied.headers['x-client-ip']).toBe('203.0.113.5');
    expect(proxied.headers['x-forwarded-proto']).toBe('https');
  });
});
