import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { realtimeConfig } from '@/lib/realtime/config.mjs';
import { signSubscription } from '@/lib/realtime/server.mjs';
import { currentCustomer } from '@/features/accounts';
import { channelAuthSchema } from '../schemas';
import { mayJoinChannel } from './channel-auth';

/** Private-channel authorization for pusher-js/Echo (works the same for the embedded server, Soketi, Reverb, Pusher). */
export const realtimeRoutes = new Hono<ApiEnv>().post(
  '/broadcasting/auth',
  validate('form', channelAuthSchema),
  async (c) => {
    const { socket_id: socketId, channel_name: channel } = c.req.valid('form');
    const customer = await currentCustomer(c.req.raw.headers);
    if (!(await mayJoinChannel(channel, c.get('uid'), customer))) {
      throw new ApiError(403, translateMessage(c.get('locale'), 'realtime.forbidden'));
    }
    const { key, secret } = realtimeConfig();
    return c.json({ auth: `${key}:${signSubscription(secret, socketId, channel)}` });
  },
);
