/**
 * Times screens in Debian's Chromium (playwright-core, /usr/bin/chromium): from the start of a
 * navigation (the document's performance.timeOrigin) to the moment a given text is in the page,
 * as seen by a MutationObserver installed before the page's first byte. Each run opens a fresh
 * browser context (no HTTP cache, as on a first visit) carrying the given session cookie.
 */
import { chromium, type Browser } from 'playwright-core';

export type ScreenCase = {
  label: string;
  path: string;
  /** Texts that must all be in the page's table cells (or, for a page without a table, its headings). */
  texts: string[];
  /** Look in the headings rather than in table cells (a page without a table). */
  inHeadings?: boolean;
};

/** Sorted times in ms, and the API requests the page made until the network was idle. */
export type ScreenTimes = { label: string; times: number[]; apiRequests: number };

/**
 * Runs in the page: records performance.now() once every awaited text is on the page. A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const watchForTexts = (texts: string[], inHeadings: boolean) => `{
  const texts = ${JSON.stringify(texts)};
  const selector = ${JSON.stringify(inHeadings ? 'h1, h2, h3' : 'tbody td')};
  const check = () => {
    if (window.__shownAt !== undefined) return;
    const shown = new Set([...document.querySelectorAll(selector)].map((e) => (e.textContent || '').trim()));
    if (texts.every((t) => shown.has(t))) window.__shownAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}`;

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** `runs` timed navigations of one screen (after one untimed, which warms the server). */
export async function timeScreen(
  browser: Browser,
  base: string,
  cookie: string,
  screen: ScreenCase,
  runs: number,
): Promise<ScreenTimes> {
  const cookies = cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
  const times: number[] = [];
  let apiRequests = 0;
  for (let run = -1; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.addInitScript(watchForTexts(screen.texts, !!screen.inHeadings));
    let count = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) count++;
    });
    await page.goto(`${base}${screen.path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (window as Window & { __shownAt?: number }).__shownAt,
      undefined,
      { timeout: 60_000 },
    );
    if (run >= 0) times.push((await handle.jsonValue()) as number);
    await page.waitForLoadState('networkidle');
    apiRequests = count;
    await context.close();
  }
  return { label: screen.label, times: times.sort((a, b) => a - b), apiRequests };
}
