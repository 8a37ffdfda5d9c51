// The checks the visual walk runs on every route besides the screenshot (docs/VISUAL-CHECK.md#checks):
// Thai renders in the site's font, nothing floats over the header or the bottom bar, axe-core finds no
// serious or critical violation, and the tab names the page in Thai.
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';

export const SITE_FONT = 'Noto Sans Thai';

/**
 * Problems with the Thai text of the page: the site font's Thai face not loaded, or Thai text whose
 * font-family list does not name the site font (it would fall back to whatever the machine has, or to
 * boxes). `document.fonts.check` alone is not enough: it answers true when no face matches at all.
 */
export async function thaiFontProblems(page: Page): Promise<string[]> {
  return page.evaluate((font) => {
    const problems: string[] = [];
    const faces = Array.from(document.fonts as unknown as Iterable<FontFace>).filter(
      (f) => f.family.replace(/["']/g, '') === font,
    );
    if (!faces.some((f) => f.status === 'loaded')) problems.push(`no "${font}" face is loaded`);
    if (!document.fonts.check(`16px "${font}"`, 'ก')) problems.push(`"${font}" cannot draw ก`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !/[\u0E00-\u0E7F]/.test(node.textContent ?? '')) continue;
      if (parent.closest('script, style, noscript, title, svg')) continue;
      const family = getComputedStyle(parent).fontFamily;
      if (!family.includes(font) && !seen.has(family)) {
        seen.add(family);
        problems.push(`"${node.textContent?.trim().slice(0, 30)}" is set in ${family}`);
      }
    }
    return problems;
  }, SITE_FONT);
}

/**
 * Floating elements (fixed or sticky, outside the header and the bottom bar) whose box crosses the
 * header's or the bottom bar's box while the page rests at the top. Invisible ones do not count.
 */
export async function overlapProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('body header');
    const footer = document.querySelector('body footer');
    const bars = [
      ['header', header],
      ['bottom bar', footer],
    ] as const;
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''}${
        el.className && typeof el.className === 'string' ? ` class="${el.className.slice(0, 60)}"` : ''
      }>`;
    const problems: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (bars.some(([, bar]) => bar && (bar.contains(el) || el.contains(bar)))) continue;
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      // A fixed parent already counts for its children.
      if (hasFloatingAncestor(el)) continue;
      // The 2 px loading bar runs along the top edge by design (docs/rules/member-site.md#other-ui).
      if (el.getAttribute('role') === 'progressbar') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (const [name, bar] of bars) {
        if (!bar) continue;
        const b = bar.getBoundingClientRect();
        const crosses = box.left < b.right && box.right > b.left && box.top < b.bottom && box.bottom > b.top;
        if (crosses) problems.push(`${describe(el)} overlaps the ${name}`);
      }
    }
    return problems;

    function hasFloatingAncestor(el: Element): boolean {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const p = getComputedStyle(up).position;
        if (p === 'fixed' || p === 'sticky') return true;
      }
      return false;
    }
  });
}

/** axe-core's serious and critical violations, one line each with the first offending elements. */
export async function axeProblems(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** A page's tab: its Thai name, then the site's ("ฝากเงิน | UG99"). */
export const SITE_TITLE = /^[\u0E00-\u0E7F][^|]* \| UG99$/;
/** The shell's title, until the page's own replaces it. */
const SHELL_TITLE = 'UG99 - หวยออนไลน์ สล็อต คาสิโน';

/** The tab's title once the page has named it (every page does, the 404 page included). */
export async function tabTitle(page: Page): Promise<string> {
  await page.waitForFunction((shell) => document.title !== shell, SHELL_TITLE);
  return page.title();
}

/** The routes whose tab titles another route of the same walk also has, as `title: route, route`. */
export function sharedTitles(titles: ReadonlyMap<string, string>): string[] {
  const routesByTitle = new Map<string, string[]>();
  for (const [route, title] of titles) routesByTitle.set(title, [...(routesByTitle.get(title) ?? []), route]);
  return [...routesByTitle]
    .filter(([, routes]) => routes.length > 1)
    .map(([t, r]) => `${t}: ${r.join(', ')}`);
}
