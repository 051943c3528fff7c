import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { Config } from '../config.ts';

/**
 * The client's address for rate limits: the socket's peer, or, through the proxy hops that
 * `TRUST_PROXY` names, the address the last trusted proxy saw. X-Forwarded-For entries added
 * before the trusted hops (by the client itself) are never believed.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: Config['trustProxy'],
): string {
  if (!socketAddress) return 'unknown';
  const request = {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: socketAddress },
    connection: { remoteAddress: socketAddress },
  } as unknown as IncomingMessage;
  return proxyaddr(request, trust);
}
