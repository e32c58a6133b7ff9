import type { SMTPTransportOptions } from 'nodemailer';

/** The parts of an SMTP address the platform uses, and nothing else of it. */
export interface SmtpServer {
  /** `smtps:`: TLS from the first byte; `smtp:`: STARTTLS when the server offers it. */
  secure: boolean;
  /** The server's name or address as written (an IPv6 address without its brackets). */
  host: string;
  port: number;
  /** Absent for a server that takes mail without signing in (the development sink). */
  auth: { user: string; pass: string } | undefined;
}

/** Why an SMTP address was refused; the message never repeats the address, which may hold a password. */
export class SmtpUrlError extends Error {
  constructor(reason: string) {
    super(`SMTP address refused: ${reason}`);
    this.name = 'SmtpUrlError';
  }
}

const defaultPorts = { 'smtp:': 587, 'smtps:': 465 } as const;

/**
 * The server, port and credentials of an `smtp://` or `smtps://` address. Anything after them (a
 * query, a path, a fragment) is refused rather than dropped: in the mail library's own URL form those
 * are transport options, and a stored address that carried one would read as if it were in force.
 */
export function parseSmtpUrl(value: string): SmtpServer {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SmtpUrlError('not an address');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new SmtpUrlError('not smtp: or smtps:');
  if (url.hostname === '') throw new SmtpUrlError('no server');
  if (url.search !== '' || url.hash !== '' || (url.pathname !== '' && url.pathname !== '/'))
    throw new SmtpUrlError('options after the port');
  const port = url.port === '' ? defaultPorts[url.protocol] : Number(url.port);
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  return {
    secure: url.protocol === 'smtps:',
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    auth: user === '' && pass === '' ? undefined : { user, pass },
  };
}

/** `smtp(s)://host:port` of a server: what staff may see of it, without its user or password. */
export function smtpServerName(server: SmtpServer): string {
  const host = server.host.includes(':') ? `[${server.host}]` : server.host;
  return `${server.secure ? 'smtps' : 'smtp'}://${host}:${String(server.port)}`;
}

export interface SmtpConnectionOptions {
  timeoutMs: number;
  /**
   * The vetted address to connect to instead of resolving `server.host` again: the name then only
   * names the server to TLS (SNI and the certificate check).
   */
  address?: string;
}

/**
 * The mail library's transport options, every one named here: nothing of the address beyond its
 * server, port and credentials reaches the library, so no other transport, program, proxy or
 * logger can be asked for through it.
 */
export function smtpTransportOptions(
  server: SmtpServer,
  options: SmtpConnectionOptions,
): SMTPTransportOptions {
  const connectTo = options.address ?? server.host;
  return {
    host: connectTo,
    port: server.port,
    secure: server.secure,
    ...(server.auth ? { auth: { user: server.auth.user, pass: server.auth.pass } } : {}),
    ...(connectTo === server.host ? {} : { tls: { servername: server.host } }),
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    logger: false,
    debug: false,
  };
}
