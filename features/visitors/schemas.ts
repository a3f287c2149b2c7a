import { z } from 'zod';

const path = z.string().min(1).max(512).startsWith('/');

/** Visit tracking of spec §4: on load, route change (to, path, from), every 30 s, and on close. */
export const visitSchema = z.object({
  kind: z.enum(['load', 'route', 'ping', 'close']).default('load'),
  path,
  from: path.nullish(),
  to: path.nullish(),
  locale: z.enum(['nl', 'en']).nullish(),
});
