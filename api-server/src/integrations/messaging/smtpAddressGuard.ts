import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Networks a tenant's SMTP server may be in although they are not public (the operator's choice). */
export type AllowedNetworks = readonly [Address, number][];

/** Resolves a name to all its addresses, as `dns.lookup` with `all: true` does. */
export type HostLookup = (host: string) => Promise<{ address: string }[]>;

const systemLookup: HostLookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The networks of `SMTP_ALLOWED_NETWORKS`: addresses (a network of one) or CIDR ranges. Throws,
 * naming the entry, on one that is neither.
 */
export function parseAllowedNetworks(entries: readonly string[]): AllowedNetworks {
  return entries.map((entry): [Address, number] => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    if (!ipaddr.isValid(entry)) throw new Error(`'${entry}' is neither an address nor a CIDR range`);
    const address = ipaddr.parse(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
}

/**
 * Whether the platform may open a connection to this address for a tenant: only a public (unicast)
 * one, or one in a network the operator allows. Loopback, private, link-local (the cloud metadata
 * address 169.254.169.254 among them), unique-local (fd00:ec2::254), carrier NAT, NAT64, multicast
 * and reserved addresses are refused. An IPv4 address written as IPv6 is judged as the IPv4 one.
 */
export function isAllowedAddress(text: string, allowed: AllowedNetworks): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.process(text);
  if (allowed.some(([network, bits]) => address.kind() === network.kind() && address.match(network, bits)))
    return true;
  return address.range() === 'unicast';
}

/** A tenant's SMTP server name that does not lead to an address the platform may reach. */
export class SmtpHostRefused extends Error {
  constructor(readonly why: 'unresolved' | 'not_public') {
    super(`SMTP server refused: ${why}`);
    this.name = 'SmtpHostRefused';
  }
}

/**
 * The address to connect to for a tenant's SMTP server: its name resolved once, every address it
 * resolves to vetted (so a name with one public and one internal address is refused as a whole),
 * and the first returned. Connecting to this address, not the name, leaves no second resolution
 * for a changed DNS answer to slip an internal address into.
 */
export async function vettedSmtpAddress(
  host: string,
  allowed: AllowedNetworks,
  lookup: HostLookup = systemLookup,
): Promise<string> {
  let addresses: { address: string }[];
  try {
    addresses = isIP(host) === 0 ? await lookup(host) : [{ address: host }];
  } catch {
    throw new SmtpHostRefused('unresolved');
  }
  const [first] = addresses;
  if (first === undefined) throw new SmtpHostRefused('unresolved');
  if (!addresses.every(({ address }) => isAllowedAddress(address, allowed)))
    throw new SmtpHostRefused('not_public');
  return first.address;
}
