#!/usr/bin/env node
// Runs the embedded realtime server: `node lib/realtime/server-cli.mjs` (npm start does this for you).
import { createRealtimeServer } from './server.mjs';
import { realtimeConfig, DEV_SECRET } from './config.mjs';

const config = realtimeConfig();
if (config.secret === DEV_SECRET && process.env.NODE_ENV === 'production') {
  console.warn('realtime: PUSHER_SECRET is not set; using the development secret.');
}
const activityTimeout = Number(process.env.REALTIME_ACTIVITY_TIMEOUT ?? 300);
const server = createRealtimeServer({
  appId: config.appId,
  key: config.key,
  secret: config.secret,
  activityTimeout,
  log: (level, msg) => console[level === 'error' ? 'error' : 'log'](`realtime: ${msg}`),
});
const port = await server.listen(config.embeddedPort, process.env.REALTIME_HOST || undefined);
console.log(`realtime: Pusher protocol v7 server on port ${port} (app ${config.appId}, key ${config.key})`);

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
