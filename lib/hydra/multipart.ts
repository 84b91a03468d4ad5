import 'server-only';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { MAX_UPLOAD_BYTES, uploadTooLarge } from '@/lib/data/media';
import { AppError } from '@/lib/errors';

/** Room for the multipart envelope around a file of the largest size. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Reads a multipart/form-data upload and hands its one "file" part, as a stream, to `handle`.
 * A file passing 10 MB is refused with 413 the moment its 10 MB + 1st byte arrives: the request
 * body is cancelled there, never read to its end. A request without the field is a 400.
 */
export async function withUploadedFile<T>(
  request: Request,
  handle: (file: { name: string; stream: Readable }) => Promise<T>,
): Promise<T> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    const given = type.split(';')[0].trim().toLowerCase();
    throw new AppError(
      415,
      given
        ? `The content-type "${given}" is not supported. Supported MIME types are "multipart/form-data".`
        : 'The "Content-Type" header must exist.',
    );
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw uploadTooLarge();
  if (!request.body) throw AppError.badRequest('"file" is required');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // busboy reports "limit" on reaching fileSize: the 10 MB + 1st byte is what crosses the line.
      limits: { files: 1, fileSize: MAX_UPLOAD_BYTES + 1, fields: 20, fieldSize: 8 * 1024, parts: 30 },
    });
  } catch {
    throw AppError.badRequest('Malformed multipart/form-data body.');
  }
  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);
  // Stop reading without cancelling the body: cancelling races with the server's own reader of
  // the socket (an uncaught "ReadableStream is already closed"). Unread, the body backs up to the
  // client; the 413 closes the connection.
  const stop = () => {
    source.unpipe(parser);
    source.pause();
  };

  return new Promise<T>((resolve, reject) => {
    let handled: Promise<T> | null = null;
    const fail = (error: unknown) => {
      stop();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || handled) {
        stream.resume(); // not ours: drain it
        return;
      }
      // The reader may already have stopped (it counts too): an error nobody awaits must not crash.
      stream.on('error', () => {});
      stream.on('limit', () => {
        // Answer 413 first: destroying the file stream can make busboy report a malformed body.
        fail(uploadTooLarge());
        stream.destroy(uploadTooLarge());
      });
      handled = handle({ name: info.filename ?? '', stream });
      handled.then(
        (value) => {
          stream.resume();
          resolve(value);
        },
        (error) => {
          stream.destroy();
          fail(error);
        },
      );
    });
    parser.on('error', () => fail(AppError.badRequest('Malformed multipart/form-data body.')));
    parser.on('close', () => {
      if (!handled) fail(AppError.badRequest('"file" is required'));
    });
    source.on('error', (error) => {
      if (!handled) fail(error);
    });
    source.pipe(parser);
  });
}
