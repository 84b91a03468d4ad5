import { localeOfProfile, profileOfUnsubscribeToken, setMatchAlertFrequency } from '@/lib/data/match-alerts';
import { matchAlertWords } from '@/lib/mail/match-alert-messages';
import { escapeHtml } from '@/lib/mail/messages';

/**
 * The match alerts' unsubscribe link (issue 26 item 3), signed, with no sign-in: GET shows a page
 * that asks to confirm (mail scanners open links; a GET changes nothing); POST unsubscribes, which
 * is what a mail client's one-click unsubscribe sends (RFC 8058, body `List-Unsubscribe=One-Click`)
 * and what the page's button sends. The page is in the member's language.
 */
type Params = { params: Promise<{ token: string }> };

function page(lang: string, title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

async function subject(params: Params['params']) {
  const { token } = await params;
  const profileId = profileOfUnsubscribeToken(token);
  const locale = profileId === null ? 'en' : await localeOfProfile(profileId);
  return { token, profileId, locale, t: matchAlertWords(locale) };
}

export async function GET(_request: Request, { params }: Params) {
  const { token, profileId, locale, t } = await subject(params);
  if (profileId === null) return page(locale, t('invalid'), '', 404);
  return page(
    locale,
    t('confirmTitle'),
    `<p>${escapeHtml(t('confirmText'))}</p>
<form method="post" action="/unsubscribe/${escapeHtml(encodeURIComponent(token))}"><button type="submit">${escapeHtml(t('confirmButton'))}</button></form>`,
  );
}

export async function POST(_request: Request, { params }: Params) {
  const { profileId, locale, t } = await subject(params);
  if (profileId === null) return page(locale, t('invalid'), '', 404);
  await setMatchAlertFrequency(profileId, 'off');
  return page(locale, t('doneTitle'), `<p>${escapeHtml(t('doneText'))}</p>`);
}
