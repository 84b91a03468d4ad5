import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
