/**
 * A request body's bytes up to `limit`, or null as soon as it passes it (also when its declared
 * Content-Length does, before reading any). The rest is left unread rather than cancelled:
 * cancelling races with the server's own reader of the socket (an uncaught "ReadableStream is
 * already closed"); scripts/serve.mjs drains what a reply leaves unread.
 */
export async function readBodyUpTo(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
