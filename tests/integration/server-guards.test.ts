/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseEnv } from '@/lib/env';
import { answeredByHostGuard, guardRequestBody } from '@/lib/http/server-guards';

/**
 * The guards scripts/serve.mjs puts around every request, on a real Node HTTP server and raw
 * keep-alive sockets: the route below reads a body the way Next.js hands it to a route handler
 * (a web stream) and, like a refused upload, answers after its first chunk.
 */
const IDLE_MS = 600;
let server: http.Server;
let port = 0;

function listen(settings = parseEnv({}), idleMs = IDLE_MS) {
  server = http.createServer(async (request, response) => {
    if (answeredByHostGuard(request, response, settings)) return;
    guardRequestBody(request, response, idleMs);
    if (request.method === 'POST') {
      const reader = (Readable.toWeb(request) as WebReadableStream<Uint8Array>).getReader();
      await reader.read().catch(() => undefined);
      if (request.url === '/refuse') {
        response.writeHead(422, { 'Content-Type': 'text/plain' }).end('refused');
        return;
      }
      while (!(await reader.read().catch(() => ({ done: true }))).done);
    }
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  });
  return new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      port = (server.address() as net.AddressInfo).port;
      resolve();
    }),
  );
}

afterEach(
  () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
);

/** Whether a raw answer has all of its body (Content-Length or a chunked body's last chunk). */
function isComplete(answer: string): boolean {
  const [head, body] = [
    answer.slice(0, answer.indexOf('\r\n\r\n')),
    answer.slice(answer.indexOf('\r\n\r\n') + 4),
  ];
  const length = /\r\ncontent-length: (\d+)/i.exec(head);
  return length ? body.length >= Number(length[1]) : body.endsWith('0\r\n\r\n');
}

/** A raw keep-alive connection: write requests, wait for each complete answer (all answers here are short). */
function connect() {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('close', () => (closed = true));
  socket.on('error', () => {});
  const answers = () => received.split(/(?=HTTP\/1\.1 )/).filter((part) => /\r\n\r\n/.test(part));
  return {
    socket,
    isClosed: () => closed,
    /** The n-th answer's status line and body, or null if it did not come within `ms`. */
    async answer(n: number, ms: number): Promise<string | null> {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const all = answers();
        if (all.length > n && isComplete(all[n])) return all[n];
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return null;
    },
  };
}

const post = (path: string, length: number, host = `127.0.0.1`) =>
  `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${length}\r\n\r\n`;
const get = (path: string, host = '127.0.0.1') => `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`;

describe('a body the reply left unread', () => {
  it('is drained, so the next request on the same keep-alive connection is answered at once', async () => {
    await listen();
    const client = connect();
    const body = Buffer.alloc(4_000_000, 'a');
    client.socket.write(post('/refuse', body.length));
    client.socket.write(body);
    expect(await client.answer(0, 5_000)).toMatch(/^HTTP\/1\.1 422/);
    client.socket.write(get('/next'));
    // Without the guard this waited until the server's timeouts (65 s and more).
    expect(await client.answer(1, 3_000)).toMatch(/^HTTP\/1\.1 200 OK/);
    client.socket.destroy();
  });
});

describe('a body shorter than its Content-Length', () => {
  it('is answered 408 within a few seconds and its connection closed', async () => {
    await listen();
    const client = connect();
    const started = Date.now();
    client.socket.write(post('/read', 100) + '{"only": "a part"');
    const answer = await client.answer(0, 10 * IDLE_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('The request body did not arrive in time.');
    expect(Date.now() - started).toBeLessThan(5 * IDLE_MS);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.isClosed()).toBe(true);
  });

  it('but a body that keeps arriving slowly is read to its end', async () => {
    // The whole body takes longer than the idle limit, each gap far less: a loaded CI machine
    // delays timers by hundreds of milliseconds, and a gap near the limit once turned into a 408.
    const idleMs = 1_500;
    await listen(parseEnv({}), idleMs);
    const client = connect();
    client.socket.write(post('/read', 6));
    for (const part of ['a', 'b', 'c', 'd', 'e', 'f']) {
      await new Promise((resolve) => setTimeout(resolve, idleMs * 0.2));
      client.socket.write(part);
    }
    expect(await client.answer(0, 3_000)).toMatch(/^HTTP\/1\.1 200 OK/);
    client.socket.destroy();
  });
});

describe('the Host header', () => {
  it('is answered 400 before anything runs unless it names this machine, APP_URL or ALLOWED_HOSTS', async () => {
    await listen(
      parseEnv({ ALLOWED_HOSTS: 'thirumanam.example, .shaadi.example', APP_URL: 'https://app.example' }),
    );
    const client = connect();
    for (const host of ['evil.example.com', 'thirumanam.example.evil.com', 'example']) {
      client.socket.write(get('/login', host));
    }
    for (let n = 0; n < 3; n++) {
      const refused = await client.answer(n, 3_000);
      expect(refused).toMatch(/^HTTP\/1\.1 400 /);
      expect(refused).toMatch(/Invalid Host header ".+": add its name to ALLOWED_HOSTS\.$/);
    }
    client.socket.destroy();
    for (const host of [
      '127.0.0.1',
      '127.0.0.2:3000',
      '[::1]:3000',
      'localhost',
      'thirumanam.example',
      'www.shaadi.example',
      'app.example',
    ]) {
      const raw = connect();
      raw.socket.write(get('/api/x', host));
      expect(await raw.answer(0, 3_000)).toMatch(/^HTTP\/1\.1 200/);
      raw.socket.destroy();
    }
  });

  it('with APP_URL set, sends a page under another allowed host to APP_URL with an absolute Location', async () => {
    await listen(parseEnv({ APP_URL: 'http://127.0.0.1:4999' }));
    const client = connect();
    client.socket.write(get('/login?callbackUrl=%2Fuser', `127.0.0.2:${port}`));
    const moved = await client.answer(0, 3_000);
    expect(moved).toMatch(/^HTTP\/1\.1 308 /);
    expect(moved).toMatch(/\r\nLocation: http:\/\/127\.0\.0\.1:4999\/login\?callbackUrl=%2Fuser\r\n/i);
    client.socket.destroy();
  });
});
