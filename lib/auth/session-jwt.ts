import { hkdfSync } from 'node:crypto';
import { EncryptJWT, base64url, calculateJwkThumbprint, jwtDecrypt } from 'jose';
import type { JWT, JWTDecodeParams, JWTEncodeParams } from 'next-auth/jwt';

/**
 * next-auth's session cookie codec (@auth/core/jwt's encode and decode, the same JWE: `dir` with
 * A256CBC-HS512, a key derived from the secret by HKDF, its thumbprint as `kid`), set as the
 * configuration's `jwt` (lib/auth/config.ts) and used by lib/auth/session-token.ts, with two
 * differences of cost only, not of what is accepted:
 * - the derived keys and their thumbprints are computed once per secret and salt, not twice per
 *   cookie (an HKDF and a SHA-512 each time);
 * - a cookie decoded once is not decrypted again while it is valid: the proxy decodes it, then the
 *   signed-in layout and the page read the same cookie. Kept per process (on globalThis: the proxy
 *   and the pages are separate bundles), keyed by the whole cookie value, salt and secrets, at most
 *   DECODED_KEPT of them, each only until its own expiry; every caller gets its own copy.
 * Every decode is still followed by the same checks (lib/auth/session.ts: the account's stamp,
 * ended sessions, lifetime), which read the database's state, not this memory.
 */
const ALG = 'dir';
const ENC = 'A256CBC-HS512';
const DEFAULT_MAX_AGE = 30 * 24 * 60 * 60;
const DECODED_KEPT = 2000;

type Key = { secret: Uint8Array; kid: string };
declare global {
  var thirumanamSessionJwt: { keys: Map<string, Promise<Key>>; decoded: Map<string, JWT> } | undefined;
}
const memory = () => (globalThis.thirumanamSessionJwt ??= { keys: new Map(), decoded: new Map() });

function keyFor(enc: string, material: string, salt: string): Promise<Key> {
  const id = `${enc}\0${salt}\0${material}`;
  let key = memory().keys.get(id);
  if (!key) {
    const length = enc === 'A256CBC-HS512' ? 64 : enc === 'A256GCM' ? 32 : 0;
    if (!length) return Promise.reject(new Error('Unsupported JWT Content Encryption Algorithm'));
    const secret = new Uint8Array(
      hkdfSync('sha256', material, salt, `Auth.js Generated Encryption Key (${salt})`, length),
    );
    key = calculateJwkThumbprint(
      { kty: 'oct', k: base64url.encode(secret) },
      `sha${length << 3}` as 'sha512',
    ).then((kid) => ({ secret, kid }));
    memory().keys.set(id, key);
  }
  return key;
}

export async function encodeSession({ token = {}, secret, maxAge = DEFAULT_MAX_AGE, salt }: JWTEncodeParams) {
  const { secret: key, kid } = await keyFor(ENC, (Array.isArray(secret) ? secret : [secret])[0], salt);
  return new EncryptJWT(token as Record<string, unknown>)
    .setProtectedHeader({ alg: ALG, enc: ENC, kid })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAge)
    .setJti(crypto.randomUUID())
    .encrypt(key);
}

export async function decodeSession({ token, secret, salt }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const { decoded } = memory();
  const secrets = Array.isArray(secret) ? secret : [secret];
  // Remembered under everything that decided it: the secrets, the salt (the cookie's name), the value.
  const id = `${secrets.join('\0')}\0\0${salt}\0\0${token}`;
  const known = decoded.get(id);
  if (known && typeof known.exp === 'number' && known.exp * 1000 > Date.now()) return { ...known };
  decoded.delete(id);
  const { payload } = await jwtDecrypt<JWT>(
    token,
    async ({ kid, enc }) => {
      for (const material of secrets) {
        const key = await keyFor(enc, material, salt);
        if (kid === undefined || kid === key.kid) return key.secret;
      }
      throw new Error('no matching decryption secret');
    },
    { clockTolerance: 15, keyManagementAlgorithms: [ALG], contentEncryptionAlgorithms: [ENC, 'A256GCM'] },
  );
  if (decoded.size >= DECODED_KEPT) decoded.delete(decoded.keys().next().value!);
  decoded.set(id, payload);
  return { ...payload };
}
