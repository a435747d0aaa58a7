import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';

import ipaddr from 'ipaddr.js';

/**
 * Webhook URLs must reach the public internet: a host that resolves to a private, loopback,
 * link-local, CGNAT, multicast, unspecified or otherwise reserved address is refused, at
 * creation and again when each delivery connects (DNS may have changed since). Address ranges
 * come from ipaddr.js (its IANA special-purpose registries); only its `unicast` range is public.
 * IPv6 forms that carry an IPv4 address (mapped `::ffff:0:0/96`, translated `::ffff:0:0:0/96`,
 * compatible `::/96`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) are judged by that IPv4 address;
 * the forms whose IPv4 address cannot be read off (the NAT64 local-use prefix `64:ff9b:1::/48`,
 * Teredo `2001::/32`) are refused. `allowLoopback` (WEBHOOKS_ALLOW_LOOPBACK) admits loopback
 * receivers, over http too.
 */
export type BlockedKind = 'loopback' | 'private' | 'link-local' | 'cgnat' | 'multicast' | 'unspecified' | 'reserved';

/** ipaddr.js range names → why the address is refused; every other non-unicast range is `reserved`. */
const KINDS: Record<string, BlockedKind> = {
  loopback: 'loopback',
  private: 'private',
  uniqueLocal: 'private',
  deprecatedSiteLocal: 'private',
  linkLocal: 'link-local',
  carrierGradeNat: 'cgnat',
  multicast: 'multicast',
  unspecified: 'unspecified',
};

const NAT64_LOCAL_USE = ipaddr.parseCIDR('64:ff9b:1::/48') as [ipaddr.IPv6, number];
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96') as [ipaddr.IPv6, number];

function classifyV4(address: ipaddr.IPv4): BlockedKind | null {
  const range = address.range();
  return range === 'unicast' ? null : (KINDS[range] ?? 'reserved');
}

function embeddedV4(bytes: number[], from: number): ipaddr.IPv4 {
  return new ipaddr.IPv4(bytes.slice(from, from + 4));
}

function classifyV6(address: ipaddr.IPv6): BlockedKind | null {
  const range = address.range();
  const bytes = address.toByteArray();
  switch (range) {
    case 'unicast':
      return null;
    case 'ipv4Mapped':
    case 'rfc6145':
      return classifyV4(embeddedV4(bytes, 12));
    case 'rfc6052':
      return address.match(NAT64_LOCAL_USE) ? 'private' : classifyV4(embeddedV4(bytes, 12));
    case '6to4':
      return classifyV4(embeddedV4(bytes, 2));
    case 'teredo':
      return 'reserved';
    default:
      if (range === 'reserved' && address.match(IPV4_COMPATIBLE)) return classifyV4(embeddedV4(bytes, 12));
      return KINDS[range] ?? 'reserved';
  }
}

/** Why `address` may not receive webhooks, or null for a public address. Unparseable input is `reserved`. */
export function classifyAddress(address: string): BlockedKind | null {
  const text = address.replace(/%.*$/, '');
  if (!isIP(text)) return 'reserved';
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(text);
  } catch {
    return 'reserved';
  }
  return parsed.kind() === 'ipv4' ? classifyV4(parsed as ipaddr.IPv4) : classifyV6(parsed as ipaddr.IPv6);
}

export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const kind = classifyAddress(address);
  return kind === null || (allowLoopback && kind === 'loopback');
}

export class UnsafeUrlError extends Error {}

/** Resolves a host name to every address it has. */
export type Resolve = (hostname: string) => Promise<string[]>;

export const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses: LookupAddress[]) =>
      err ? reject(err) : resolve(addresses.map((a) => a.address)),
    ),
  );

/** The host of a URL as the resolver and the classifier want it (IPv6 literals without brackets). */
export function urlHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** "a private address", "an unspecified address". */
export function describeKind(kind: BlockedKind): string {
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} address`;
}

/** What a developer with a receiver on this machine needs to know (the setting is refused in production). */
export const LOOPBACK_HINT = 'for a receiver on this machine in development, set WEBHOOKS_ALLOW_LOOPBACK=true';

/**
 * The refusal. An address the caller typed is named with its kind; for a host name the answer
 * is never echoed (neither the addresses DNS gave nor whether it gave any), so the message is no
 * oracle for the service's internal DNS.
 */
function refuse(host: string, address: string | null, kind: BlockedKind | null): UnsafeUrlError {
  if (address !== null && host === address && kind !== null) {
    const hint = kind === 'loopback' ? ` (${LOOPBACK_HINT})` : '';
    return new UnsafeUrlError(`${address} is ${describeKind(kind)}; webhook receivers must be reachable on the public internet${hint}`);
  }
  // `localhost` is loopback by definition (RFC 6761): naming the setting for it reveals nothing about DNS.
  const hint = /(^|\.)localhost$/i.test(host) ? ` (${LOOPBACK_HINT})` : '';
  return new UnsafeUrlError(`${host} does not resolve to public internet addresses only; webhook receivers must be reachable on the public internet${hint}`);
}

/** Checks scheme and every address of the host; resolves to the addresses it checked. */
export async function checkWebhookUrl(
  raw: string,
  options: { allowLoopback: boolean; resolve?: Resolve },
): Promise<string[]> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UnsafeUrlError('must be an https URL');
  if (url.protocol === 'http:' && !options.allowLoopback) throw new UnsafeUrlError(`must use https (${LOOPBACK_HINT})`);
  const host = urlHost(url);
  if (!host) throw new UnsafeUrlError('has no host');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw refuse(host, null, null);
    }
    if (addresses.length === 0) throw refuse(host, null, null);
  }
  for (const address of addresses) {
    const kind = classifyAddress(address);
    if (kind !== null && !(options.allowLoopback && kind === 'loopback')) throw refuse(host, address, kind);
  }
  if (url.protocol === 'http:' && !addresses.every((a) => classifyAddress(a) === 'loopback')) {
    throw new UnsafeUrlError('must use https (http is allowed only for loopback receivers)');
  }
  return addresses;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for sockets (undici's `connect.lookup`) that resolves, refuses any disallowed
 * address, and hands the checked addresses to the connection: what was checked is what is
 * dialled, so a rebinding DNS answer cannot slip a private address in between.
 */
export function guardedLookup(options: { allowLoopback: boolean; loopbackOnly?: boolean; resolve?: Resolve }) {
  const resolve = options.resolve ?? systemResolve;
  return (hostname: string, opts: { all?: boolean; family?: number | string } | number, callback: LookupCallback): void => {
    const all = typeof opts === 'object' && opts.all === true;
    resolve(hostname.replace(/^\[(.*)\]$/, '$1')).then(
      (addresses) => {
        for (const address of addresses) {
          const kind = classifyAddress(address);
          if (options.loopbackOnly && kind !== 'loopback') {
            const err: NodeJS.ErrnoException = new UnsafeUrlError(`${hostname}: http is allowed only for loopback receivers`);
            err.code = 'EBLOCKEDADDRESS';
            return callback(err, all ? [] : '', undefined);
          }
          if (kind !== null && !(options.allowLoopback && kind === 'loopback')) {
            const err: NodeJS.ErrnoException = refuse(hostname, address, kind);
            err.code = 'EBLOCKEDADDRESS';
            return callback(err, all ? [] : '', undefined);
          }
        }
        const list = addresses.map((address) => ({ address, family: isIP(address) }));
        if (list.length === 0) {
          const err: NodeJS.ErrnoException = new Error(`${hostname} does not resolve`);
          err.code = 'ENOTFOUND';
          return callback(err, all ? [] : '', undefined);
        }
        if (all) callback(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, all ? [] : '', undefined),
    );
  };
}
