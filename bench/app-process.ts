import { connect } from '../src/server/db/client.ts';
import { benchApp } from './support.ts';

/**
 * The app of a bench in a process of its own (`benchAppProcess`): it listens on a free port of
 * 127.0.0.1, sends its URL to the bench, and closes when the bench says "close".
 */
const url = process.env.BENCH_APP_DATABASE_URL;
if (!url) throw new Error('BENCH_APP_DATABASE_URL is not set');
const database = connect(url, { max: 20 });
const app = await benchApp(database);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', (message) => {
  if (message !== 'close') return;
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
process.send?.({ url: address });
