// A second, separate server process for the multi-process test: same database, own port, own adapter pool.
// Run with `node --import tsx`; prints `LISTENING <port>` once it accepts connections.
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

const app = await buildApp(loadConfig(process.env));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
