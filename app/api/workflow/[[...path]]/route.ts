import { handle } from 'hono/vercel';
import { workflowApp } from '../app';

export const dynamic = 'force-dynamic';

const handler = handle(workflowApp);
export {
  handler as GET,
  handler as POST,
  handler as PUT,
  handler as PATCH,
  handler as DELETE,
  handler as OPTIONS,
};
