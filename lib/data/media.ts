import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, notExists } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { db } from '@/db/client';
import { mediaObjects, profiles } from '@/db/schema';
import { areaOf, isAdmin, type Actor } from '@/lib/auth/roles';
import { AppError } from '@/lib/errors';
import { consumeRateLimit, tooManyRequests } from '@/lib/data/rate-limit';
import { getStorage, newStorageKey } from '@/lib/storage';
import { cardImageOf, parseVariantName, photoNameOf } from '@/lib/media/photo-names';
import { blurOf, makePhotoVariants, NotAnImageError } from '@/lib/media/photo-variants';
import { isCollegeLogo } from './college/settings';
import { pagingOf, resultOf, type ListOptions, type ListResult } from './list-query';
import { mediaAccessOf, findMedia, findMediaByContentUrl, profilesShowing, toMediaRecord, type MediaRecord } from './media-access';
import { PROFILE_MESSAGES } from '@/lib/validation/profile';
import { env } from '@/lib/env';

export type { MediaRecord } from './media-access';

/**
 * Spec section 5, "Uploads": at most 10 MB; photos JPEG, PNG, WebP or GIF, horoscopes PDF. A photo
 * is then decoded and stored re-encoded (lib/media/photo-variants.ts).
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const UPLOAD_TOO_LARGE = 'upload file less than 10MB';
const ALLOWED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};
/** file-type needs this many leading bytes to recognise every format it knows. */
const SNIFF_BYTES = 4100;

/** The connection closes with the answer, so the unread rest of the upload is never received. */
export const uploadTooLarge = () => new AppError(413, UPLOAD_TOO_LARGE, [], { Connection: 'close' });
const invalidType = () => AppError.validation([{ propertyPath: 'file', message: PROFILE_MESSAGES.uploadType }]);

/**
 * Uploads per account and hour (default 60): files fill a disk, so a runaway or hostile client
 * is stopped with 429. RATE_LIMIT_UPLOAD_ACCOUNT="hits/seconds" overrides it, RATE_LIMIT_FACTOR
 * scales it, as for the other limits (lib/data/rate-limit.ts).
 */
async function enforceUploadLimit(actor: Actor): Promise<void> {
  const { RATE_LIMIT_UPLOAD_ACCOUNT: rule = { limit: 60, windowSeconds: 3600 }, RATE_LIMIT_FACTOR: factor } = env();
  const limit = Math.floor(rule.limit * factor);
  const result = await consumeRateLimit(`upload:account:${actor.id}`, { limit, windowSeconds: rule.windowSeconds });
  if (!result.allowed) {
    const refusal = tooManyRequests(result.retryAfterSeconds);
    throw new AppError(429, refusal.message, [], { ...refusal.headers, Connection: 'close' });
  }
}

/**
 * Uploads are for administrators and members (photos and horoscopes of profiles), and for college
 * staff (the institution's logo, issue 27: images only, and they see no member's file).
 */
function authorize(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthorized();
  return actor;
}

const isCollegeStaff = (actor: Actor) => areaOf(actor.roles) === 'college';

/** The uploader's name, made safe to print in a URL and a header, with the extension of what the bytes are. */
function safeFileName(original: string, extension: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const cleaned = base.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return `${cleaned || 'file'}.${extension}`;
}

/**
 * Stores an uploaded file. Its type is decided by its first bytes (not its name or declared type);
 * more than 10 MB is refused as soon as the 10 MB + 1st byte arrives. Nothing is kept on refusal.
 */
export async function createMedia({
  actor,
  file,
}: {
  actor: Actor | null;
  file: { name: string; stream: AsyncIterable<Uint8Array> };
}): Promise<MediaRecord> {
  const owner = authorize(actor);
  await enforceUploadLimit(owner);
  const iterator = file.stream[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    size += next.value.byteLength;
  }
  if (size > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  const type = size ? await fileTypeFromBuffer(Buffer.concat(head)) : undefined;
  const extension = type && ALLOWED[type.mime];
  if (!type || !extension || (isCollegeStaff(owner) && !type.mime.startsWith('image/'))) {
    await iterator.return?.();
    throw invalidType();
  }

  async function* rest(): AsyncGenerator<Uint8Array> {
    yield* head;
    while (!done) {
      const next = await iterator.next();
      if (next.done) break;
      yield next.value;
    }
  }
  const stored = type.mime.startsWith('image/') ? await photoFiles(await readCapped(rest())) : [pdfFile(extension, file.name, rest())];
  const storage = getStorage();
  const written: string[] = [];
  try {
    for (const part of stored) {
      await storage.write(part.storageKey, part.chunks());
      written.push(part.storageKey);
    }
    const [main, card, blur] = stored;
    const [row] = await db
      .insert(mediaObjects)
      .values({
        id: randomBytes(16).toString('base64url'),
        ownerId: owner.id,
        mimeType: main.mimeType,
        size: main.size(),
        storageKey: main.storageKey,
        originalName: main.name,
        cardStorageKey: card?.storageKey ?? null,
        cardSize: card?.size() ?? null,
        // A member's photo waits for an administrator (issue 22 item 3); the team's uploads do not.
        moderation: main.mimeType.startsWith('image/') && areaOf(owner.roles) === 'member' ? 'pending' : 'approved',
        blurStorageKey: blur?.storageKey ?? null,
        blurSize: blur?.size() ?? null,
      })
      .returning();
    return toMediaRecord(row);
  } catch (error) {
    for (const key of written) await storage.remove(key);
    throw error;
  }
}

/** One file to store: where, under which public name, its bytes and (once written) its size. */
type StoredFile = { storageKey: string; name: string; mimeType: string; size: () => number; chunks: () => AsyncIterable<Uint8Array> };

/** The whole upload in memory (a photo is decoded whole), refused past 10 MB. */
async function readCapped(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > MAX_UPLOAD_BYTES) throw uploadTooLarge();
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

/** A photo is stored as its re-encoded page and card variants and its blurred placeholder; the upload itself is not kept. */
async function photoFiles(upload: Buffer): Promise<StoredFile[]> {
  let variants;
  try {
    variants = await makePhotoVariants(upload);
  } catch (error) {
    if (error instanceof NotAnImageError) throw invalidType();
    throw error;
  }
  return [variants.page, variants.card, variants.blur].map((variant) => ({
    storageKey: newStorageKey('webp'),
    name: variant.name,
    mimeType: 'image/webp',
    size: () => variant.data.byteLength,
    chunks: async function* () {
      yield variant.data;
    },
  }));
}

/** A horoscope PDF is stored as it came, streamed, its size counted and capped on the way. */
function pdfFile(extension: string, uploadName: string, chunks: AsyncIterable<Uint8Array>): StoredFile {
  let total = 0;
  return {
    storageKey: newStorageKey(extension),
    name: safeFileName(uploadName, extension),
    mimeType: 'application/pdf',
    size: () => total,
    chunks: async function* () {
      for await (const chunk of chunks) {
        total += chunk.byteLength;
        if (total > MAX_UPLOAD_BYTES) throw uploadTooLarge();
        yield chunk;
      }
    },
  };
}

/** The media object and what the reader may have of it (403 for nothing). */
async function visible(actor: Actor | null, id: string): Promise<{ media: MediaRecord; placeholderOnly: boolean }> {
  const who = authorize(actor);
  const media = await findMedia(id);
  if (!media) throw AppError.notFound();
  // College staff: their own uploads and the college's logo, whoever of them uploaded it.
  if (isCollegeStaff(who)) {
    if (media.ownerId === who.id || (await isCollegeLogo(media.contentUrl))) return { media, placeholderOnly: false };
    throw AppError.forbidden();
  }
  const access = await mediaAccessOf(who, media);
  if (access === 'none') throw AppError.forbidden();
  return { media, placeholderOnly: access === 'placeholder' };
}

/** The media object itself (its contentUrl): for those who may see the file, not only its placeholder. */
export async function getMedia({ actor, id }: { actor: Actor | null; id: string }): Promise<MediaRecord> {
  const { media, placeholderOnly } = await visible(actor, id);
  if (placeholderOnly) throw AppError.forbidden();
  return media;
}

/**
 * The file behind a contentUrl (or behind its card variant's URL), for those allowed to see the
 * photo; the name must be the one it was given. `immutable`: the name carries a hash of the content.
 */
export async function openMedia({ actor, id, name }: { actor: Actor | null; id: string; name: string }) {
  const { media, placeholderOnly } = await visible(actor, id);
  // A member who may not see the photo gets its blurred placeholder, and only that (photo-access.ts).
  const blurred = parseVariantName(name)?.kind === 'blur';
  if (placeholderOnly && !blurred) throw AppError.forbidden();
  const variant = blurred ? await blurVariant(media, name) : variantNamed(media, name);
  if (!variant) throw AppError.notFound();
  const stream = await getStorage().read(variant.storageKey);
  if (!stream) throw AppError.notFound();
  return { media, stream, ...variant };
}

/**
 * A photo's card variant as a JPEG, for an e-mail (the match alert): every mail reader shows JPEG,
 * not all show WebP. Null for a photo without a card variant (an older upload) or a missing file.
 * The caller has decided the reader may see the photo (photo-access.ts).
 */
export async function cardJpegOf(contentUrl: string): Promise<{ content: Buffer; width: number; height: number } | null> {
  const media = await findMediaByContentUrl(contentUrl);
  if (!media?.card) return null;
  const stream = await getStorage().read(media.card.storageKey);
  if (!stream) return null;
  const { data, info } = await sharp(Buffer.from(await new Response(stream).arrayBuffer()))
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { content: data, width: info.width, height: info.height };
}

/**
 * The blurred placeholder of a photo under its name (photo-names.ts, blurredUrlOf); made from the
 * card variant and stored the first time it is asked for, for a photo uploaded before placeholders.
 */
async function blurVariant(media: MediaRecord, name: string) {
  const parsed = parseVariantName(name);
  const card = cardImageOf(media.contentUrl);
  if (!parsed || !media.card || !card.src.endsWith(`/${photoNameOf(parsed.hash, parsed.width, parsed.height, 'card')}`)) return null;
  let blur = media.blur;
  if (!blur) {
    const stream = await getStorage().read(media.card.storageKey);
    if (!stream) return null;
    const data = await blurOf(Buffer.from(await new Response(stream).arrayBuffer()));
    const storageKey = newStorageKey('webp');
    await getStorage().write(storageKey, (async function* () {
      yield data;
    })());
    await db.update(mediaObjects).set({ blurStorageKey: storageKey, blurSize: data.byteLength }).where(eq(mediaObjects.id, media.id));
    blur = { storageKey, size: data.byteLength };
  }
  return { storageKey: blur.storageKey, size: blur.size, name, etag: `${parsed.hash}-blur` };
}

function variantNamed(media: MediaRecord, name: string) {
  const parsed = parseVariantName(name);
  if (name === media.name) return { storageKey: media.storageKey, size: media.size, name, etag: parsed?.hash ?? null };
  const card = cardImageOf(media.contentUrl);
  if (media.card && parsed?.kind === 'card' && card.src.endsWith(`/${name}`))
    return { storageKey: media.card.storageKey, size: media.card.size, name, etag: `${parsed.hash}-card` };
  return null;
}

/** Administrators see every upload, members their own; newest first. */
export async function listMedia({ actor, query = {} }: { actor: Actor | null; query?: ListOptions }): Promise<ListResult<MediaRecord>> {
  const who = authorize(actor);
  const paging = pagingOf(query, 1000);
  const where = isAdmin(who) ? undefined : eq(mediaObjects.ownerId, who.id);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(mediaObjects).where(where).orderBy(desc(mediaObjects.createdAt), desc(mediaObjects.id)).limit(paging.limit!).offset(paging.offset),
    db.select({ total: count() }).from(mediaObjects).where(where),
  ]);
  return resultOf(rows.map(toMediaRecord), total, paging);
}

/** Deletes an upload (its owner or an administrator) unless a profile shows it. */
export async function deleteMedia({ actor, id }: { actor: Actor | null; id: string }): Promise<void> {
  const who = authorize(actor);
  const media = await findMedia(id);
  if (!media) throw AppError.notFound();
  if (!isAdmin(who) && media.ownerId !== who.id) throw AppError.forbidden();
  const [{ uses }] = await db.select({ uses: count() }).from(profiles).where(profilesShowing(media.contentUrl));
  if (uses > 0) throw AppError.conflict(`Cannot delete this file: ${uses} ${uses === 1 ? 'profile uses' : 'profiles use'} it.`);
  if (await isCollegeLogo(media.contentUrl)) throw AppError.conflict('Cannot delete this file: it is the college’s logo.');
  await db.delete(mediaObjects).where(eq(mediaObjects.id, id));
  await removeFiles(media.storageKey, media.card?.storageKey, media.blur?.storageKey);
}

/**
 * Removes the files a profile has stopped showing (replaced, cleared, or the profile deleted)
 * unless another profile shows them: a member's photo or horoscope is not kept, nor served, once
 * it is taken down. Runs after the profile's write; a failure here is logged, not the write's.
 */
export async function releaseMedia(contentUrls: readonly (string | null | undefined)[]): Promise<void> {
  for (const contentUrl of new Set(contentUrls)) {
    if (!contentUrl) continue;
    try {
      const media = await findMediaByContentUrl(contentUrl);
      if (!media) continue;
      const removed = await db
        .delete(mediaObjects)
        .where(and(eq(mediaObjects.id, media.id), notExists(db.select({ id: profiles.id }).from(profiles).where(profilesShowing(contentUrl)))))
        .returning({ storageKey: mediaObjects.storageKey, cardStorageKey: mediaObjects.cardStorageKey, blurStorageKey: mediaObjects.blurStorageKey });
      for (const { storageKey, cardStorageKey, blurStorageKey } of removed) await removeFiles(storageKey, cardStorageKey, blurStorageKey);
    } catch (error) {
      console.error('[media] a file no profile shows could not be removed', error);
    }
  }
}

/** A media object's stored files: the file itself and, for a photo, its card variant and blurred placeholder. */
export async function removeFiles(...storageKeys: (string | null | undefined)[]): Promise<void> {
  for (const key of storageKeys) if (key) await getStorage().remove(key);
}
