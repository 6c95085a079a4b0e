import { firstRequestAddress, HOME_FIRST_REQUESTS } from '@gestora/contract/home/first-screen';
import type { TFirstScreen } from '@gestora/contract/home/first-screen.schema';
import { JsonText } from '../../lib/response-serializer.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';

/** One answer of this server to a GET: its status and, when it is JSON, its body as sent (else null). */
export interface RouteAnswer {
  status: number;
  json: string | null;
}

/**
 * Asks this server for one address as the caller would, with the caller's own credentials and nothing else, and
 * through the route's own access rule, validation and answer (the route gives it: HTTP stays in the routes).
 */
export type AskAsCaller = (url: string) => Promise<RouteAnswer>;

/**
 * GET /api/first_screen: each address of the home page's first screen asked through `ask`, and their answers
 * joined as they came (JSON bodies, not parsed here). Only these fixed addresses, filled with the caller's own
 * public id: the caller chooses nothing.
 */
export async function firstScreen(
  _ctx: ServiceContext,
  actor: Actor,
  ask: AskAsCaller,
): Promise<JsonText<TFirstScreen>> {
  const parts: string[] = [];
  for (const address of HOME_FIRST_REQUESTS) {
    const url = firstRequestAddress(address, actor.userPublicId);
    const answer = await ask(url);
    parts.push(`${JSON.stringify(url)}:{"status":${answer.status},"body":${answer.json ?? 'null'}}`);
    // One at a time, letting the server's other work in between: on the embedded database every query runs in the
    // server's thread, and the seven asked at once held back the page's own files, asked for at the same moment.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return new JsonText(`{${parts.join(',')}}`);
}
