import { handle } from 'hono/vercel';
import { portalApp } from '../app';

export const dynamic = 'force-dynamic';

const handler = handle(portalApp);
export {
  handler as GET,
  handler as POST,
  handler as PUT,
  handler as PATCH,
  handler as DELETE,
  handler as OPTIONS,
};
