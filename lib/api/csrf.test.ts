import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from './csrf';

const req = (method: string, headers: Record<string, string>) =>
  new Request('http://localhost:3130/api/portal/x', { method, headers });

describe('isCrossSiteWrite', () => {
  it('lets reads and same-origin writes through', () => {
    expect(isCrossSiteWrite(req('GET', { origin: 'https://evil.example' }))).toBe(false);
    expect(isCrossSiteWrite(req('POST', { origin: 'http://localhost:3130' }))).toBe(false);
    expect(isCrossSiteWrite(req('POST', {}))).toBe(false);
    expect(isCrossSiteWrite(req('POST', { origin: 'https://shop.example' }), 'https://shop.example')).toBe(
      false,
    );
    expect(
      isCrossSiteWrite(req('POST', { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' })),
    ).toBe(false);
  });

  it('refuses writes from another origin', () => {
    expect(isCrossSiteWrite(req('POST', { origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteWrite(req('DELETE', { origin: 'http://localhost:3131' }))).toBe(true);
    expect(isCrossSiteWrite(req('PUT', { origin: 'null' }))).toBe(true);
    expect(isCrossSiteWrite(req('POST', { 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });
});
