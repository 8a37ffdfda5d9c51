/**
 * Writes a page into the web build's index.html (docs/FIRST-LOAD.md#server-rendering): the page's own
 * `<head>` tags in place of the generic title and description, and for a page the server drew, its
 * markup and data in `#root` in place of the boot shell (the real header is in the markup).
 */
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
const BOOT_SHELL = /<!--boot-shell-->[\s\S]*<!--\/boot-shell-->/;
const ROOT = '<div id="root"></div>';

export type PageParts = { head: string; html?: string; state?: string };

export function pageHtml(template: string, { head, html, state }: PageParts): string {
  const withHead = template.replace(DESCRIPTION, '').replace(TITLE, () => head);
  if (html === undefined) return withHead;
  return withHead
    .replace(BOOT_SHELL, '')
    .replace(ROOT, () => `<div id="root">${html}</div>\n    ${state ?? ''}`);
}
