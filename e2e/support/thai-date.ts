import type { Page } from 'playwright-core';

/**
 * Chooses an ISO date in one of the site's Thai date fields as a member does: Buddhist-era year, Thai
 * month, day (docs/rules/member-site.md#dates). `label` is the field's name, e.g. 'ตั้งแต่วันที่'.
 */
export async function pickThaiDate(page: Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  await page.getByRole('combobox', { name: `${label} ปี (พ.ศ.)` }).selectOption(String(year + 543));
  await page.getByRole('combobox', { name: `${label} เดือน` }).selectOption(String(month));
  await page.getByRole('combobox', { name: `${label} วัน` }).selectOption(String(day));
}
