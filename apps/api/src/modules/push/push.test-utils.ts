import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import type { Harness } from '../../test/harness.ts';
import { pushDevices } from './push.table.ts';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A local HTTP server standing in for a push service; `answer` picks each response's status and body. */
export async function fakeService(answer: (req: Received) => { status: number; body?: unknown }) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(r);
      const { status, body } = answer(r);
      res.writeHead(status, { 'content-type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The https address a browser's subscription names; PlainAgent speaks plain HTTP to it. */
    endpoint: `https://127.0.0.1:${port}`,
    /** The test-only push policy that lets the server reach this stand-in (never the default). */
    policy: { push: { allowedHosts: [`127.0.0.1:${port}`], allowPrivateAddresses: true } },
    received,
    /** Resolves once `n` requests in all have arrived (or rejects after `ms`). */
    async count(n: number, ms = 5000) {
      const until = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} requests, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** web-push only takes an https.Agent: this one speaks plain TCP, so that the stand-in can be plain HTTP. */
export class PlainAgent extends https.Agent {
  createConnection(options: net.NetConnectOpts) {
    return net.createConnection(options);
  }
}

/** The push devices stored for a user. */
export const devicesOf = (h: Pick<Harness, 'app'>, userId: number) =>
  h.app.db.select().from(pushDevices).where(eq(pushDevices.userId, userId));
