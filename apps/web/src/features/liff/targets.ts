import { LIFF_PAGES, type LiffPage } from '@ug99/contract';

/**
 * Where each LIFF page leads once LINE is done (docs/LINE.md#pages): the site's own page, opened in
 * LINE's browser. Any other name is a 404.
 */
export const LIFF_TARGETS: Record<LiffPage, string> = {
  deposit: '/member/deposit',
  promotions: '/promotions',
  lotto: '/lotto/lobby',
};

export function isLiffPage(name: string | undefined): name is LiffPage {
  return (LIFF_PAGES as readonly string[]).includes(name ?? '');
}
