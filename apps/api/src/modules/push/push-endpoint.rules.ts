import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The web push services browsers subscribe with: Chrome/Edge/Android (FCM), Firefox (Mozilla autopush),
 * Safari (Apple), legacy Edge (WNS). A `*.` entry takes any subdomain; an entry without a port takes only 443.
 */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** Where the server may open connections for web push. */
export interface PushEndpointPolicy {
  /** Added to KNOWN_PUSH_HOSTS (PUSH_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** Tests only (a local stand-in push service): lets private and loopback addresses through. */
  allowPrivateAddresses: boolean;
}

/** Loopback, private, link-local, unique-local, unspecified, multicast, reserved and documentation ranges. */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
// IPv4-mapped IPv6 (::ffff:a.b.c.d) is checked against the IPv4 ranges by BlockList itself. The translation
// prefixes (NAT64, 6to4, Teredo) can carry any IPv4 address inside: no push service lives there.
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

function matches(entry: string, hostname: string, port: string): boolean {
  const wildcard = entry.startsWith('*.');
  let url: URL;
  try {
    url = new URL(`https://${wildcard ? entry.slice(2) : entry}`);
  } catch {
    return false;
  }
  if ((url.port || '443') !== port) return false;
  const host = bare(url.hostname);
  return wildcard ? hostname.endsWith(`.${host}`) : hostname === host;
}

/** Whether a subscription's endpoint is an https address of an allowed push service (no DNS: registration). */
export function endpointAllowed(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const hostname = bare(url.hostname);
  if (isIP(hostname) && !policy.allowPrivateAddresses && !isPublicAddress(hostname)) return false;
  const port = url.port || '443';
  return [...KNOWN_PUSH_HOSTS, ...policy.allowedHosts].some((entry) => matches(entry.trim(), hostname, port));
}

/** A refusal of the addresses a push host resolves to. */
export class PrivateAddressError extends Error {
  readonly code = 'EPUSHADDRESS';
}

/**
 * A `lookup` for the push agent: resolves every address of the host (dns.lookup all) and refuses the connection
 * when any of them is not public. Used by the connection itself, so what was checked is what is connected to
 * (a second, different answer from DNS cannot slip in between).
 */
export function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, found: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = allowPrivate ? [] : found.filter((a) => !isPublicAddress(a.address));
      if (found.length === 0 || refused.length)
        return callback(new PrivateAddressError(`push host ${hostname} resolves to a private address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, found);
      callback(null, found[0].address, found[0].family);
    });
  };
}

/**
 * Checked at send time, before any connection: the endpoint is still allowed, and its host (an address, or
 * every address DNS gives for it) is public. Resolves with the reason to refuse, or null.
 */
export async function refusalOf(endpoint: string, policy: PushEndpointPolicy): Promise<string | null> {
  if (!endpointAllowed(endpoint, policy)) return 'endpoint not allowed';
  if (policy.allowPrivateAddresses) return null;
  const hostname = bare(new URL(endpoint).hostname);
  if (isIP(hostname)) return isPublicAddress(hostname) ? null : 'private address';
  return new Promise((resolve) => {
    publicOnlyLookup(false)(hostname, { all: true }, (err) => {
      if (err instanceof PrivateAddressError) resolve('private address');
      else resolve(null); // a DNS failure is a network error: the send itself fails and is retried
    });
  });
}
