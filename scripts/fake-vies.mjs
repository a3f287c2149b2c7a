#!/usr/bin/env node
// A local stand-in for the EU VIES REST service (POST { countryCode, vatNumber }), for tests and e2e.
// Rules: numbers listed in INVALID are invalid; Austrian numbers answer MS_UNAVAILABLE (the member
// state's service is down); everything else is valid, with a name, address and consultation number.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export const FAKE_VIES_INVALID = new Set(['FR40303265045']);
export const FAKE_VIES_DOWN_COUNTRY = 'AT';

export function startFakeVies(port = 0) {
  let n = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body = {};
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        res.writeHead(400).end();
        return;
      }
      const countryCode = String(body.countryCode ?? '');
      const vatNumber = String(body.vatNumber ?? '');
      const json = (o) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(o));
      if (countryCode === FAKE_VIES_DOWN_COUNTRY)
        return json({
          actionSucceed: false,
          errorWrappers: [{ error: 'MS_UNAVAILABLE' }],
          userError: 'MS_UNAVAILABLE',
        });
      const valid = !FAKE_VIES_INVALID.has(countryCode + vatNumber);
      n += 1;
      json({
        countryCode,
        vatNumber,
        requestDate: new Date().toISOString(),
        valid,
        requestIdentifier: valid ? `WAPIAAAA${String(n).padStart(8, '0')}` : '',
        name: valid ? 'Muster Rechenzentrum GmbH' : '---',
        address: valid ? 'Hauptstrasse 1, 10115 Berlin' : '---',
        userError: valid ? 'VALID' : 'INVALID',
      });
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: p } = server.address();
      resolve({
        url: `http://127.0.0.1:${p}/check-vat-number`,
        port: p,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? process.env.FAKE_VIES_PORT ?? 0);
  const { url } = await startFakeVies(port);
  console.log(`fake VIES on ${url}`);
}
