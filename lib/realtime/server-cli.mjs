#!/usr/bin/env node
// Runs the embedded realtime server (Pusher protocol v7).
//
//   npm run realtime                 one realtime service for several app instances: needs PUSHER_SECRET
//                                    (outside development) and binds to 127.0.0.1 unless REALTIME_HOST says
//                                    otherwise (a proxy in front takes the browsers' websockets)
//   node lib/realtime/server-cli.mjs --embedded
//                                    beside one app (npm start, npm run dev, the tests): all interfaces, since
//                                    browsers connect to its port directly, with the secret the app shares
import { createRealtimeServer } from './server.mjs';
import { realtimeConfig, DEV_SECRET } from './config.mjs';
import { assertProductionSecrets } from '../secrets.mjs';

const embedded = process.argv.includes('--embedded');
const config = realtimeConfig();
if (!embedded && process.env.NODE_ENV !== 'development' && config.secret === DEV_SECRET) {
  console.error(
    'realtime: PUSHER_SECRET is not set (or is the development secret). Set PUSHER_SECRET to a long random value shared with the app instances, or NODE_ENV=development for a local try.',
  );
  process.exit(1);
}
assertProductionSecrets('realtime');
const activityTimeout = Number(process.env.REALTIME_ACTIVITY_TIMEOUT ?? 300);
const server = createRealtimeServer({
  appId: config.appId,
  key: config.key,
  secret: config.secret,
  activityTimeout,
  log: (level, msg) => console[level === 'error' ? 'error' : 'log'](`realtime: ${msg}`),
});
const host = process.env.REALTIME_HOST || (embedded ? undefined : '127.0.0.1');
const port = await server.listen(config.embeddedPort, host);
console.log(
  `realtime: Pusher protocol v7 server on ${host ?? 'all interfaces'}, port ${port} (app ${config.appId}, key ${config.key})`,
);

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
