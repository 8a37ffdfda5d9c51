import type { Page } from 'playwright-core';

/**
 * Picks a birth date on the register form as a member does: day, Thai month, Buddhist-era year
 * (docs/ACCOUNTS.md#birth-date). `iso` is the Gregorian date the API receives.
 */
export async function pickBirthDate(page: Page, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  await page.getByLabel('วันที่เกิด').selectOption(String(day));
  await page.getByLabel('เดือนเกิด').selectOption(String(month));
  await page.getByLabel('ปีเกิด (พ.ศ.)').selectOption(String(year + 543));
}
