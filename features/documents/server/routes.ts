import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiContext, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { clientIp, rateLimit } from '@/lib/rate-limit';
import { resolveOwner } from '@/features/cart';
import { findOpenCart, getOwnedOrder } from '@/features/cart';
import { documentSchema } from '@/features/cart';
import { documentPdf } from './documents';

async function quote(
  c: ApiContext,
  body: { orderId?: number; customer?: { name?: string; company?: string; email?: string } },
) {
  const locale = c.get('locale');
  await rateLimit(
    'documents',
    clientIp(c.req.raw.headers),
    30,
    60,
    translateMessage(locale, 'errors.tooManyRequests'),
  );
  const owner = await resolveOwner(c);
  const order = body.orderId ? await getOwnedOrder(owner, body.orderId, locale) : await findOpenCart(owner);
  if (!order) throw new ApiError(404, translateMessage(locale, 'cart.empty'));
  const { pdf, filename } = await documentPdf(
    order,
    order.status === 'cart' ? 'quote' : 'order',
    locale,
    body.customer ?? null,
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
}

/** Quote (offerte) downloads of spec §7: the cart as a PDF (blob). */
export const documentRoutes = new Hono<ApiEnv>()
  .post('/cart/download/document', validate('json', documentSchema), async (c) =>
    quote(c as unknown as ApiContext, c.req.valid('json')),
  )
  .post('/document/offer', validate('json', documentSchema), async (c) =>
    quote(c as unknown as ApiContext, c.req.valid('json')),
  );
