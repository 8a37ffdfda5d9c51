import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/fake-api.ts';
import { testQueryClient } from '../test/render.tsx';
import { renderRoutes } from '../test/render-routes.tsx';
import { formatPageTitle } from './page-title.ts';
import { PAGE_TITLES } from './page-titles.ts';

// The pages load lazily, and a busy machine takes more than the default second.
const LOADED = { timeout: 10_000 };
import { routes } from './router.tsx';

/** The title index.html starts with, before any page has named itself. */
const DEFAULT_TITLE = 'UG99 - หวยออนไลน์ สล็อต คาสิโน';
const THAI = /[\u0E00-\u0E7F]/;

/** Every route that draws a page: it has a path (or is an index) and something to render. */
function pages(list: RouteObject[], parent = ''): { path: string; title: unknown }[] {
  return list.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    // A redirect (`element: null` beside its loader) draws nothing and so has no title.
    const draws =
      route.lazy !== undefined || route.Component !== undefined || (route.element ?? null) !== null;
    const own = (route.path !== undefined || route.index) && draws;
    const handle = route.handle as { title?: unknown } | undefined;
    return [...(own ? [{ path, title: handle?.title }] : []), ...pages(route.children ?? [], path)];
  });
}

describe('page titles (issue 18)', () => {
  it('names every page of the route table in Thai, distinct from the default title', () => {
    const found = pages(routes(testQueryClient()));
    expect(found.length).toBeGreaterThan(30);
    for (const { path, title } of found) {
      expect(Object.keys(PAGE_TITLES), path).toContain(title);
      const thai = PAGE_TITLES[title as keyof typeof PAGE_TITLES];
      expect(thai, path).toMatch(THAI);
      expect(formatPageTitle(thai), path).not.toBe(DEFAULT_TITLE);
    }
  });

  it('sets the tab title of the page it is on, and changes it on navigation', async () => {
    stubApi();
    const { router } = renderRoutes('/promotions');
    await waitFor(() => expect(document.title).toBe('โปรโมชั่น | UG99'), LOADED);
    await router.navigate('/lotto/rates');
    await waitFor(() => expect(document.title).toBe(`${PAGE_TITLES.lottoRates} | UG99`), LOADED);
  });

  it('titles the 404 page in Thai while its texts stay English', async () => {
    stubApi();
    const { router } = renderRoutes('/no/such/page');
    await screen.findByText('This page could not be found');
    await waitFor(() => expect(document.title).toBe(`${PAGE_TITLES.notFound} | UG99`), LOADED);
    // A page that fails its loader's validation is the 404 page too, whatever its route is called.
    await router.navigate('/lobby/not!a!provider');
    await waitFor(() => expect(document.title).toBe(`${PAGE_TITLES.notFound} | UG99`), LOADED);
  });
});
