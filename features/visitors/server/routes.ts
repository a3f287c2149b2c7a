import 'server-only';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { validate, UID_COOKIE, UID_MAX_AGE, type ApiEnv } from '@/lib/api/app';
import { ensureVisitor, recordVisit } from './visitors';
import { visitSchema } from '../schemas';

export const visitorRoutes = new Hono<ApiEnv>()
  .get('/api/configs/uid', async (c) => {
    const current = c.get('uid');
    const uid = await ensureVisitor(current === '0' ? null : current);
    setCookie(c, UID_COOKIE, uid, {
      path: '/',
      maxAge: UID_MAX_AGE,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
    });
    return c.json({ uid });
  })
  .post('/statistic/visits', validate('json', visitSchema), async (c) => {
    const uid = c.get('uid');
    if (uid === '0') return c.json({ stored: false }, 202);
    await recordVisit(uid, { ...c.req.valid('json'), userAgent: c.req.header('user-agent') });
    return c.json({ stored: true }, 201);
  })
  .delete('/statistic/visits/:uid', async (c) => {
    // Page close (sendBeacon can't DELETE, so the client may also POST kind 'close').
    const uid = c.get('uid');
    const target = c.req.param('uid');
    if (uid === '0' || (target !== 'uid' && target !== uid)) return c.json({ stored: false }, 202);
    await recordVisit(uid, { kind: 'close', path: c.req.query('path') ?? '/' });
    return c.json({ stored: true });
  });
