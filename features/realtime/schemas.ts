import { z } from 'zod';

/** Body pusher-js posts to the channel authorization endpoint (form-encoded). */
export const channelAuthSchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/),
  channel_name: z.string().min(1).max(200),
});
