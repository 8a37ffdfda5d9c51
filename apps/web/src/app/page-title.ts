import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { PageKey } from './page-titles.ts';

/**
 * The browser tab's title (docs/rules/member-site.md#page-titles): every page names itself in Thai,
 * "ฝากเงิน | UG99". Routes name their page by a key in their `handle`; the Thai words load in a small
 * chunk of their own, so the entry chunk carries only the keys (docs/rules/member-site.md#first-load).
 */
export const SITE_NAME = 'UG99';

export const formatPageTitle = (title: string): string => `${title} | ${SITE_NAME}`;

export type { PageKey };

/** What a route declares in its `handle` to name its page. */
export interface TitledHandle {
  title: PageKey;
}

export const titled = (title: PageKey): { handle: TitledHandle } => ({ handle: { title } });

let titles: Promise<typeof import('./page-titles.ts')> | undefined;
const loadTitles = () => (titles ??= import('./page-titles.ts'));

/**
 * Sets the tab's title. It runs again on every navigation (the location key), and every call waits on the
 * one promise of the titles' chunk, so the calls for a location resolve in the order their effects ran:
 * the error page's, which renders inside the routes, after RouteTitle's, and the last navigation's last.
 */
export function usePageTitle(title: PageKey): void {
  const { key } = useLocation();
  useEffect(() => {
    void loadTitles().then(({ PAGE_TITLES }) => {
      document.title = formatPageTitle(PAGE_TITLES[title]);
    });
  }, [title, key]);
}

function titleOf(handle: unknown): PageKey | undefined {
  return typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'string'
    ? (handle.title as PageKey)
    : undefined;
}

/** The title of the deepest matched route that declares one; placed in the root layout before the page. */
export function RouteTitle(): null {
  const matches = useMatches();
  const title =
    matches
      .map((match) => titleOf(match.handle))
      .reverse()
      .find(Boolean) ?? 'home';
  usePageTitle(title);
  return null;
}
