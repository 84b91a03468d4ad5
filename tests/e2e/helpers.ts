import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test';

/** Signs in over HTTP (the login form itself is tested once, in auth.spec.ts). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const response = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: account.email, password: account.password, callbackUrl: '/user/dashboard' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.includes('session-token'))).toBe(true);
}

/**
 * Signs out and in as another member. The page leaves first: a request still in flight from the
 * previous page (a refresh, the session poll) would bring back the previous member's session cookie,
 * or set a fresh CSRF cookie that no longer matches the token the sign-in posts.
 */
export async function switchAccount(page: Page, account: { email: string; password: string }) {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, account);
}

/** The dismissible alert a form shows its result in (not Next's hidden route announcer). */
export const formAlert = (page: Page) => page.locator('[role=alert].mantine-Alert-root');

/** Serious and critical accessibility violations on the page as it stands. */
export async function seriousViolations(page: Page) {
  // A modal still fading in has translucent text, which axe would report as low contrast.
  // (Transitions only: a loader's endless animation never finishes.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  // Next.js streams a dynamic page's metadata: the <title> may arrive just after the content.
  await page.waitForFunction(() => document.title !== '');
  let { violations } = await new AxeBuilder({ page }).analyze();
  // A router.refresh() still out when axe ran can redraw the head under it (axe once found no
  // <title> a moment after the wait above saw one). The page has a title (the wait says so), so
  // such a finding is the redraw: wait for the title again and look once more.
  if (violations.some((v) => v.id === 'document-title')) {
    await page.waitForFunction(() => document.title !== '');
    ({ violations } = await new AxeBuilder({ page }).analyze());
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Resolves once the page's next router.refresh() has been answered. A check that runs while the
 * refresh is still out can meet the page being redrawn (axe once found its <title> gone), so a spec
 * whose click refreshes the page waits for this first. (Not for the answer's end: Playwright does
 * not always see the router's reading of it finish.)
 */
export async function refreshAnswered(page: Page): Promise<void> {
  await page.waitForResponse(
    (r) =>
      isServerCall(r.request()) && r.request().method() === 'GET' && r.request().headers()['rsc'] === '1',
  );
}

/** The page's running CSS animations that never end (a spinner or stripes left going), by class. */
export const endlessAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.className ?? '?'),
  );

/**
 * A call the page makes to the server itself (fetch, XHR, a navigation), as opposed to the images
 * and scripts a render pulls in, and to the prefetches of menu links Next.js makes on its own.
 */
export const isServerCall = (request: Request) =>
  ['fetch', 'xhr', 'document'].includes(request.resourceType()) && !request.headers()['next-router-prefetch'];

/**
 * Saves the open profile form: one request, the profile form's server action (a POST to the page
 * itself), answered 200 with the re-rendered page; then the spec's snackbar. Returns that answer.
 */
export async function saveProfileForm(page: Page, modal: Locator): Promise<Response> {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && !!r.request().headers()['next-action'],
  );
  await modal.getByRole('button', { name: 'Save' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  await expect(page.getByText('Saved Succssfully')).toBeVisible();
  return response;
}

/** The id Next.js gave a server action at build time (server-reference-manifest.json). */
export function actionId(name: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(__dirname, '../../.next/server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName: string }> };
  const found = Object.entries(manifest.node).find(([, action]) => action.exportedName === name);
  if (!found) throw new Error(`no server action ${name} in the build`);
  return found[0];
}

/**
 * The page is no wider than the window. Polled: after a resize, components that measure themselves
 * (ResizeObserver) re-render a frame later, and a loaded machine may take a while to get there; a
 * page that stays too wide fails and names the elements that stick out.
 */
export async function expectFitsWindow(page: Page, label: string) {
  await page.evaluate(() => document.fonts.ready);
  const overflow = () =>
    page.evaluate(() => ({
      excess: document.documentElement.scrollWidth - window.innerWidth,
      sticking: [...document.body.querySelectorAll('*')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(-3)
        .map((e) => `${e.tagName}.${e.className} "${e.textContent?.slice(0, 40)}"`),
    }));
  await expect
    .poll(
      async () => {
        const { excess, sticking } = await overflow();
        return excess <= 0 ? 'fits' : `${excess}px too wide: ${sticking.join(' | ')}`;
      },
      { message: `${label} is no wider than the window`, timeout: 10_000 },
    )
    .toBe('fits');
}

/**
 * A screenshot for a person to look at (under test-results/); nothing is asserted on it. Skipped
 * when E2E_SCREENSHOTS=0, as CI sets it (.ci/run), where nobody looks and each costs about 0.35 s.
 */
export async function reviewShot(target: Page | Locator, options: { path: string; fullPage?: boolean }) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}
