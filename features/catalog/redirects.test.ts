import { describe, expect, it } from 'vitest';
import { findRedirect } from './redirects';

const map = {
  '/catalog/ram': { to: '/werkgeheugen', status: 301 },
  '/over-ons': { to: '/about', status: 302 },
};

describe('findRedirect', () => {
  it('finds old paths in both locales, ignoring case and a trailing slash', () => {
    expect(findRedirect('/catalog/ram', map)).toEqual({ location: '/werkgeheugen', status: 301 });
    expect(findRedirect('/Catalog/RAM/', map)).toEqual({ location: '/werkgeheugen', status: 301 });
    expect(findRedirect('/en/catalog/ram', map)).toEqual({ location: '/en/werkgeheugen', status: 301 });
    expect(findRedirect('/over-ons', map)).toEqual({ location: '/about', status: 302 });
  });
  it('leaves other paths alone', () => {
    expect(findRedirect('/werkgeheugen', map)).toBeNull();
    expect(findRedirect('/en', map)).toBeNull();
    expect(findRedirect('/entree/catalog/ram', map)).toBeNull();
  });
});
