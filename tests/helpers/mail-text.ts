/** Undoes quoted-printable soft line breaks and escapes, enough to read links out of a message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The activation link of a raw message (from its text part). */
export function activationLinkIn(raw: string): string | null {
  return decodeQuotedPrintable(raw).match(/https?:\/\/\S+\/activate\?token=[A-Za-z0-9_%-]+/)?.[0] ?? null;
}

/** The password-reset link of a raw message (from its text part). */
export function resetLinkIn(raw: string): string | null {
  return (
    decodeQuotedPrintable(raw).match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/)?.[0] ?? null
  );
}
