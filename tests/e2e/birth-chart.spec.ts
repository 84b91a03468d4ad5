import { expect, test, type Page } from '@playwright/test';
import { ASTRO_AGE, astroBride, astroGroom } from './astro-accounts';
import { reviewShot, saveProfileForm, seriousViolations, signIn, switchAccount } from './helpers';

/**
 * Birth details (issue 24 item 4): the groom enters his date, time and place of birth in the
 * profile form; the dashboard shows the star and raasi they give, warns that the profile names
 * another (Ashwini, Mesham: the fixture's), and draws his rasi chart. The bride, whose interest
 * with him was accepted, sees the details and the chart on his page.
 */
async function expectChart(page: Page) {
  const card = page.getByTestId('birth-chart');
  await expect(card).toBeVisible();
  // 1 May 1990, 10:30 at Chennai: the Moon in Poosam (Kadagam), Mithuna lagna, Jupiter beside it,
  // Saturn and Rahu in Makaram, the Sun in Mesham.
  await expect(card.getByTestId('computed-star')).toHaveText(
    'From the birth details: Poosam star, Kadagam raasi.',
  );
  const chart = card.getByRole('img', { name: 'Rasi chart' });
  await expect(chart.locator('g[data-lagna="true"]')).toHaveAttribute('data-raasi', '3');
  await expect(chart.locator('g[data-raasi="3"] [data-graha="jupiter"]')).toHaveText('Ju');
  await expect(chart.locator('g[data-raasi="4"] [data-graha="moon"]')).toHaveText('Mo');
  await expect(chart.locator('g[data-raasi="10"] [data-graha="saturn"]')).toHaveText('Sa');
  await expect(chart.locator('g[data-raasi="10"] [data-graha="rahu"]')).toHaveText('Ra');
  await expect(chart.locator('g[data-raasi="1"] [data-graha="sun"]')).toHaveText('Su');
  // The frame is square and fills the card's width on a phone.
  const box = (await chart.boundingBox())!;
  expect(Math.abs(box.width - box.height)).toBeLessThan(2);
  expect(box.width).toBeGreaterThan(250);
  return card;
}

test('the groom enters his birth details, sees the computed star, the warning and his chart; the bride sees the chart', async ({
  page,
}, testInfo) => {
  await signIn(page, astroGroom);
  await page.goto('/user/dashboard');
  await expect(page.getByTestId('birth-chart')).toHaveCount(0);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const modal = page.getByRole('dialog', { name: 'Profile' });
  const horoscope = modal.getByRole('group', { name: 'Horoscope', exact: true });
  await horoscope.getByLabel('Date of Birth').fill('01/05/1990');
  await horoscope.getByLabel('Time of Birth').fill('10:30');
  await horoscope.getByRole('textbox', { name: 'Place of Birth' }).fill('Chenn');
  await page.getByRole('option', { name: 'Chennai', exact: true }).click();
  await saveProfileForm(page, modal);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  const card = await expectChart(page);
  await expect(card.getByText('Born 01/05/1990 at 10:30, Chennai')).toBeVisible();
  const warning = card.getByTestId('star-warning');
  await expect(warning).toContainText(
    'The star on the profile, Ashwini, is not the one the birth details give: Poosam.',
  );
  await expect(warning).toContainText(
    'The raasi on the profile, Mesham, is not the one the birth details give: Kadagam.',
  );
  await expect(warning).toContainText('Families follow their own astrologer');
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(card, { path: testInfo.outputPath('birth-chart-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await reviewShot(card, { path: testInfo.outputPath('birth-chart-390.png') });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The bride: their interest was accepted, so his birth details and chart are on his page.
  await switchAccount(page, astroBride);
  await page.goto(`/user/matches?ageFrom=${ASTRO_AGE}&ageTo=${ASTRO_AGE}`);
  await page
    .getByRole('link', { name: `View ${astroGroom.fullName}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: astroGroom.fullName })).toBeVisible();
  const fact = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Date of Birth')).toHaveText('01/05/1990');
  await expect(fact('Time of Birth')).toHaveText('10:30');
  await expect(fact('Place of Birth')).toHaveText('Chennai');
  await expectChart(page);
  await reviewShot(page, { path: testInfo.outputPath('candidate-chart-1280.png'), fullPage: true });

  // In Tamil: the words, the grahas' abbreviations and the raasis' names from the Tamil catalogue.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'ta', url: page.url() }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const tamil = page.getByTestId('birth-chart');
  await expect(tamil.getByTestId('computed-star')).toHaveText(
    'பிறப்பு விவரங்களின்படி: பூசம் நட்சத்திரம், கடகம் ராசி.',
  );
  const tamilChart = tamil.getByRole('img', { name: 'ராசிக் கட்டம்' });
  await expect(tamilChart.locator('g[data-raasi="3"] [data-graha="jupiter"]')).toHaveText('குரு');
  await expect(tamilChart.locator('g[data-raasi="3"] [data-graha="lagna"]')).toHaveText('லக்');
  await tamil.scrollIntoViewIfNeeded();
  await reviewShot(tamil, { path: testInfo.outputPath('candidate-chart-ta-390.png') });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
