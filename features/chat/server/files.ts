import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { CHAT_FILE_MAX_BYTES, isAllowedFileType, safeFileName } from '../model';

/** Reads an uploaded file and checks its size and its real type (magic bytes, not name or header). */
export async function acceptUpload(file: File, locale: ApiEnv['Variables']['locale']) {
  const invalid = (key: string, values?: Record<string, string | number>) =>
    new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
      file: [translateMessage(locale, key, values)],
    });
  if (file.size === 0) throw invalid('chat.fileRequired');
  if (file.size > CHAT_FILE_MAX_BYTES)
    throw invalid('chat.fileTooLarge', { max: CHAT_FILE_MAX_BYTES / 1024 / 1024 });
  const body = Buffer.from(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(body);
  if (!isAllowedFileType(detected?.mime)) throw invalid('chat.fileType');
  return { name: safeFileName(file.name), contentType: detected!.mime, body };
}

/** Answers a stored file as a download (never rendered inline by the browser on our origin). */
export function fileResponse(c: Context<ApiEnv>, f: { name: string; contentType: string; body: Buffer }) {
  return c.body(new Uint8Array(f.body), 200, {
    'Content-Type': f.contentType,
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`,
    'Content-Security-Policy': "default-src 'none'",
    'Cache-Control': 'private, no-store',
  });
}
