import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';

/**
 * Webhook URLs must reach the public internet: a host that resolves to a private, loopback,
 * link-local, CGNAT, multicast, unspecified or otherwise reserved address is refused, at
 * creation and again when each delivery connects (DNS may have changed since). IPv4-mapped,
 * IPv4-compatible, NAT64 and 6to4 IPv6 addresses are judged by the IPv4 address inside.
 * `allowLoopback` (WEBHOOKS_ALLOW_LOOPBACK) admits loopback receivers, over http too.
 */
export type BlockedKind = 'loopback' | 'private' | 'link-local' | 'cgnat' | 'multicast' | 'unspecified' | 'reserved';

type V4Rule = [prefix: number[], bits: number, kind: BlockedKind];
const V4_RULES: V4Rule[] = [
  [[0], 8, 'unspecified'],
  [[10], 8, 'private'],
  [[100, 64], 10, 'cgnat'],
  [[127], 8, 'loopback'],
  [[169, 254], 16, 'link-local'],
  [[172, 16], 12, 'private'],
  [[192, 0, 0], 24, 'reserved'],
  [[192, 0, 2], 24, 'reserved'],
  [[192, 88, 99], 24, 'reserved'],
  [[192, 168], 16, 'private'],
  [[198, 18], 15, 'reserved'],
  [[198, 51, 100], 24, 'reserved'],
  [[203, 0, 113], 24, 'reserved'],
  [[224], 4, 'multicast'],
  [[240], 4, 'reserved'],
];

function inPrefix(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i * 8 < bits; i++) {
    const take = Math.min(8, bits - i * 8);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function classifyV4(bytes: number[]): BlockedKind | null {
  for (const [prefix, bits, kind] of V4_RULES) if (inPrefix(bytes, prefix, bits)) return kind;
  return null;
}

/** 16 bytes of an IPv6 address (zone id dropped, embedded dotted quad understood); null when malformed. */
export function ipv6Bytes(address: string): number[] | null {
  const text = address.replace(/%.*$/, '');
  const [head = '', tail, ...rest] = text.split('::');
  if (rest.length > 0) return null;
  const groups = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes('.')) {
        const quad = piece.split('.').map(Number);
        if (quad.length !== 4 || quad.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) return null;
        out.push(((quad[0] ?? 0) << 8) | (quad[1] ?? 0), ((quad[2] ?? 0) << 8) | (quad[3] ?? 0));
      } else {
        if (!/^[0-9a-f]{1,4}$/i.test(piece)) return null;
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  if (!left || !right) return null;
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...new Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return all.flatMap((g) => [g >> 8, g & 0xff]);
}

function classifyV6(bytes: number[]): BlockedKind | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const v4 = (from: number) => bytes.slice(from, from + 4);
  if (zeros(0, 16)) return 'unspecified';
  if (zeros(0, 15) && bytes[15] === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::a.b.c.d (NAT64): the IPv4 address decides.
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return classifyV4(v4(12));
  if (zeros(0, 12)) return classifyV4(v4(12));
  if (inPrefix(bytes, [0x00, 0x64, 0xff, 0x9b], 32) && zeros(4, 12)) return classifyV4(v4(12));
  if (inPrefix(bytes, [0x20, 0x02], 16)) return classifyV4(v4(2)) ?? null; // 6to4
  if (inPrefix(bytes, [0xfe, 0x80], 10)) return 'link-local';
  if (inPrefix(bytes, [0xfe, 0xc0], 10)) return 'private'; // site-local (deprecated)
  if (inPrefix(bytes, [0xfc], 7)) return 'private'; // unique local
  if (inPrefix(bytes, [0xff], 8)) return 'multicast';
  if (inPrefix(bytes, [0x01, 0x00], 64) && zeros(2, 8)) return 'reserved'; // discard-only
  if (inPrefix(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return 'reserved'; // documentation
  return null;
}

/** Why `address` may not receive webhooks, or null for a public address. Unparseable input is `reserved`. */
export function classifyAddress(address: string): BlockedKind | null {
  const version = isIP(address.replace(/%.*$/, ''));
  if (version === 4) return classifyV4(address.split('.').map(Number));
  if (version === 6) {
    const bytes = ipv6Bytes(address);
    return bytes ? classifyV6(bytes) : 'reserved';
  }
  return 'reserved';
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

function refuse(host: string, address: string, kind: BlockedKind): UnsafeUrlError {
  const what = host === address ? address : `${host} resolves to ${address}`;
  return new UnsafeUrlError(`${what}, ${describeKind(kind)}; webhook receivers must be reachable on the public internet`);
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
  if (url.protocol === 'http:' && !options.allowLoopback) throw new UnsafeUrlError('must use https');
  const host = urlHost(url);
  if (!host) throw new UnsafeUrlError('has no host');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch (err) {
      throw new UnsafeUrlError(`${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? 'lookup failed'})`);
    }
    if (addresses.length === 0) throw new UnsafeUrlError(`${host} does not resolve`);
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
            const err: NodeJS.ErrnoException = new UnsafeUrlError(`${hostname} resolves to ${address}: http is allowed only for loopback receivers`);
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
