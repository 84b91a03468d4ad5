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

/** Quoted-printable to text, byte by byte, so that UTF-8 (Tamil) survives. */
function fromQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's RFC 2047 encoded words (=?UTF-8?B?…?= / ?Q?), adjacent ones joined before decoding. */
function decodeHeader(value: string): string {
  return value
    .replace(/(?:=\?UTF-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
      const bytes = [...run.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, text]) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(fromQuotedPrintable(text.replace(/_/g, ' ')), 'utf8'),
      );
      return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
    })
    .trim();
}

/** A raw message as its reader sees it: the subject and the text and HTML parts, decoded. */
export function readMail(raw: string): { subject: string; text: string; html: string } {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^Subject: (.*)$/m.exec(head)?.[1] ?? '');
  const parts: Record<string, string> = {};
  for (const chunk of raw.split(/\r?\n--[^\r\n]*\r?\n/)) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = chunk.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const type = /^Content-Type: text\/(plain|html)/im.exec(headers)?.[1];
    if (!type) continue;
    const body = chunk.slice(split).replace(/^\r?\n\r?\n/, '');
    const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(headers)?.[1]?.toLowerCase();
    parts[type] =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? fromQuotedPrintable(body)
          : body;
  }
  return {
    subject,
    text: (parts.plain ?? '').replace(/\r\n/g, '\n').trim(),
    html: (parts.html ?? '').trim(),
  };
}
