import { expect, test, type Page } from '@playwright/test';
import { CONSENT_LABEL } from '@/lib/validation/consent';
import { DEFAULT_LEGAL_TEXTS } from '@/lib/validation/legal-texts';
import { ACCOUNTS } from './accounts';
import { formAlert, signIn } from './helpers';
import { activationLinkFor } from './mailbox';

// Issue 23, item 3: the legal pages, the consent on registration and after a new version.
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

/** A field of the settings form by its label (a required one's label ends with an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** The administrator's settings form: one field changed and saved. */
async function saveSetting(page: Page, label: string, value: string) {
  await page.goto('/admin/settings');
  await field(page, label).fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Succssfully')).toBeVisible();
}

const termsPrompt = (page: Page) => page.getByRole('heading', { name: /Terms and Privacy Policy/ });

test('every page links the legal texts; the terms carry the disclaimer; registering needs the consent', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
  await expect(page.getByText('we do not verify every claim')).toBeVisible();
  await expect(page.getByText(`Version ${DEFAULT_LEGAL_TEXTS.version}, in force from`)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Safety tips' }).click();
  await expect(page.getByText('Never send money.')).toBeVisible();
  await expect(page.getByText('Meet in public.')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();

  const email = `consent-${unique()}@example.com`;
  await page.goto('/register');
  await expect(page.getByRole('link', { name: 'Terms', exact: true }).first()).toHaveAttribute(
    'href',
    '/terms',
  );
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('consent-pass-1');
  await page.getByRole('button', { name: 'Register FREE' }).click();
  await expect(page.getByText('Please agree to the Terms and Privacy Policy!')).toBeVisible();
  await page.getByRole('checkbox', { name: CONSENT_LABEL }).check();
  await page.getByRole('button', { name: 'Register FREE' }).click();
  await expect(formAlert(page)).toContainText('Registered Successfully');

  // Consent given at registration: no question after signing in.
  await page.goto(await activationLinkFor(email));
  await signInThroughForm(page, email, 'consent-pass-1');
  await expect(page.getByRole('heading', { name: 'DASHBOARD' })).toBeVisible();
  await expect(termsPrompt(page)).toHaveCount(0);
  await expect(page.locator('footer').getByRole('link', { name: 'Grievance Officer' })).toBeVisible();
});

test('a member registered through the legacy call is asked on the first page; the API works meanwhile', async ({
  page,
}) => {
  const email = `legacy-consent-${unique()}@example.com`;
  const registered = await page.request.post('/register/memberaction', {
    data: { email, password: 'legacy-pass-1' },
  });
  expect(await registered.json()).toEqual({ result: true });
  await page.goto(await activationLinkFor(email));
  await signInThroughForm(page, email, 'legacy-pass-1');
  await expect(
    page.getByRole('heading', { name: 'Please accept our Terms and Privacy Policy' }),
  ).toBeVisible();
  await page.goto('/user/matches');
  await expect(termsPrompt(page)).toBeVisible(); // every member page waits

  // JSON calls are not held back.
  const token = await page.request.post('/user/gettoken');
  expect(token.status()).toBe(200);
  const me = await page.request.get('/api/settings', {
    headers: { Authorization: `Bearer ${(await token.json()).token}` },
  });
  expect(me.status()).toBe(200);

  const accept = page.getByRole('button', { name: 'Continue' });
  await expect(accept).toBeDisabled();
  await page.getByRole('checkbox', { name: CONSENT_LABEL }).check();
  await accept.click();
  await expect(termsPrompt(page)).toHaveCount(0);
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { name: 'DASHBOARD' })).toBeVisible();
});

test('the administrator edits the texts; a new version is accepted at the next sign-in', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ACCOUNTS.admin);
  await admin.goto('/admin/dashboard');
  await admin
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Site settings' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Site settings' })).toBeVisible();

  // Bad input is refused under its field, nothing saved.
  await field(admin, 'Officer email').fill('not-an-email');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Enter Valid Email!')).toBeVisible();

  // Raw HTML in the markdown is not rendered; a remote image is not loaded.
  const terms = `${DEFAULT_LEGAL_TEXTS.terms}\n\nEdited <b id="raw">raw</b> <script>window.owned = 1</script>\n\n![tracker](https://example.com/pixel.png)\n`;
  await admin.goto('/admin/settings');
  await field(admin, 'Terms').fill(terms);
  await field(admin, 'Version').fill('2');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Saved Succssfully')).toBeVisible();

  const member = await (await browser.newContext()).newPage();
  try {
    await member.goto('/terms');
    await expect(member.getByText('Version 2, in force from')).toBeVisible();
    await expect(member.getByText(/Edited/)).toBeVisible();
    await expect(member.locator('#raw')).toHaveCount(0);
    await expect(member.locator('article img')).toHaveCount(0);
    expect(await member.evaluate(() => (window as { owned?: number }).owned)).toBeUndefined();

    await signInThroughForm(member, ACCOUNTS.member.email, ACCOUNTS.member.password);
    await expect(
      member.getByRole('heading', { name: 'Our Terms and Privacy Policy have changed' }),
    ).toBeVisible();
    await expect(member.getByText('Version 2, in force from')).toBeVisible();
    await member.getByRole('checkbox', { name: CONSENT_LABEL }).check();
    await member.getByRole('button', { name: 'Continue' }).click();
    await expect(member.getByRole('heading', { name: 'DASHBOARD' })).toBeVisible();
  } finally {
    // The other specs' members accepted the shipped version: put it back.
    await saveSetting(admin, 'Version', DEFAULT_LEGAL_TEXTS.version);
    await admin.goto('/admin/settings');
    await field(admin, 'Terms').fill(DEFAULT_LEGAL_TEXTS.terms);
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Saved Succssfully').first()).toBeVisible();
    await member.context().close();
    await admin.context().close();
  }
});
