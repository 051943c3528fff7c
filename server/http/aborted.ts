/**
 * The error a request body fails with when the client closes the connection midway (Node's
 * `abortIncoming`: an upload cancelled, a tab closed, a network gone). Nobody is left to answer
 * and nothing on the server broke: it is logged as an event, not as an error with a stack.
 * Anything else called ECONNRESET (a database or mail server dropping us) is a real error.
 */
export function isClientAbort(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ECONNRESET' && message === 'aborted';
}
