import { HttpError, portalApi, readCookie } from '@/lib/http/client';
import type { ImportApplyResult, ImportProgress, ImportReport, ImportStreamLine } from '../product-csv';

const base = '/api/staff/products';
const portalBase = process.env.NEXT_PUBLIC_PORTAL_API_URL ?? '/api/portal';

const formOf = (mode: 'dryRun' | 'apply', file: File) => {
  const form = new FormData();
  form.set('mode', mode);
  form.set('file', file);
  return form;
};

/** POST /api/staff/products/import (dry run): what the file would do and every error; nothing changes. */
export async function dryRunImport(file: File) {
  return (await portalApi.post<ImportReport>(`${base}/import`, formOf('dryRun', file))).data;
}

/**
 * POST /api/staff/products/import (apply): reads the answer's NDJSON lines as they arrive, reporting
 * progress, and resolves with the result. fetch with a stream reader, not axios: axios in the browser
 * (XMLHttpRequest) hands over the body only when it is complete, so no progress could be shown.
 */
export async function applyImport(
  file: File,
  onProgress: (p: ImportProgress) => void,
): Promise<ImportApplyResult> {
  const res = await fetch(`${portalBase}${base}/import`, {
    method: 'POST',
    body: formOf('apply', file),
    credentials: 'include',
    headers: {
      Accept: 'application/x-ndjson',
      uid: readCookie('uid') ?? '0',
      'x-locale': document.documentElement.lang || 'nl',
    },
  });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new HttpError(res.status, body?.message ?? res.statusText, body ?? undefined);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = JSON.parse(buffer.slice(0, nl)) as ImportStreamLine;
      buffer = buffer.slice(nl + 1);
      if ('result' in line) return line.result;
      if ('error' in line) throw new HttpError(500, line.error, undefined);
      onProgress(line);
    }
    if (done) break;
  }
  throw new HttpError(500, res.statusText, undefined);
}
