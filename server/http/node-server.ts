import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const response = (status: string, error: string, message: string, withBody = true) => {
  const body = withBody ? JSON.stringify({ error, message }) : '';
  return `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
};

/**
 * Answers what Node's HTTP server would otherwise answer by dropping the connection: CONNECT
 * (Lectern is no proxy) and protocol upgrades (it speaks no WebSocket). A socket error on one
 * connection (a client that vanished) is not a server error.
 */
export function answerEveryRequest(server: Server) {
  const refuse = (socket: Duplex, message: string) => {
    socket.on('error', () => undefined);
    socket.end(response('405 Method Not Allowed', 'method_not_allowed', message));
  };
  server.on('connect', (_request, socket: Duplex) =>
    refuse(socket, 'CONNECT is not supported: Lectern is not a proxy.'),
  );
  server.on('upgrade', (_request, socket: Duplex) =>
    refuse(socket, 'Lectern does not upgrade connections.'),
  );
  // Requests Node cannot parse (an unknown method, bad framing, huge headers): a 4xx that
  // names the problem, and the rest of what the client sends is read and dropped before the
  // connection closes, so the client gets the answer rather than a reset mid-upload.
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    socket.on('error', () => undefined);
    if (!socket.writable) return socket.destroy();
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? ['431 Request Header Fields Too Large', 'The request headers are too large.']
        : error.code === 'HPE_INVALID_METHOD'
          ? ['400 Bad Request', 'Unknown HTTP method.']
          : ['400 Bad Request', 'The request is not valid HTTP.'];
    // An answer to HEAD has no body, even an error.
    const head = (error as { rawPacket?: Buffer }).rawPacket?.toString('latin1', 0, 5) === 'HEAD ';
    socket.end(response(status, 'bad_request', message, !head));
    socket.resume();
    setTimeout(() => socket.destroy(), 5_000).unref();
  });
}
