import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchSitePage, SITE_PAGE_PATHS, SITE_PAGE_PATTERNS } from '@ug99/contract';
import { routes } from './router.tsx';
import { testQueryClient } from '../test/render.tsx';

/** Every page path of the route table, as "/a/b" ("*" left out: it is the not-found page). */
function pagePaths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    const own = route.index || (route.path && route.path !== '*' && !route.children) ? [here || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], here)];
  });
}

describe('the server’s copy of the route table (docs/rules/member-site.md#not-found)', () => {
  const table = pagePaths(routes(testQueryClient()));

  it('names exactly the pages the router has', () => {
    const withParams = table.filter((p) => p.includes(':'));
    const plain = table.filter((p) => !p.includes(':'));
    expect([...withParams].sort()).toEqual([...SITE_PAGE_PATTERNS].sort());
    // An optional parameter's page also answers without it.
    const bare = withParams.filter((p) => p.endsWith('?')).map((p) => p.replace(/\/:[a-z_]+\?$/, ''));
    expect([...SITE_PAGE_PATHS].sort()).toEqual([...plain, ...bare].sort());
  });

  it('classifies the addresses the server must answer', () => {
    expect(matchSitePage('/member/statement')).toEqual({ kind: 'page' });
    expect(matchSitePage('/lotto/lobby/')).toEqual({ kind: 'page' });
    expect(matchSitePage('/liff')).toEqual({ kind: 'page' });
    expect(matchSitePage('/liff/deposit')).toEqual({ kind: 'page' });
    expect(matchSitePage('/liff/nonsense')).toEqual({ kind: 'not-found' });
    expect(matchSitePage('/lotto/999999')).toEqual({ kind: 'round', roundId: 999999 });
    expect(matchSitePage('/lotto/99999999999')).toEqual({ kind: 'not-found' });
    expect(matchSitePage('/lobby/hot')).toEqual({ kind: 'page' });
    expect(matchSitePage('/lobby/nonsense')).toEqual({ kind: 'lobby', name: 'nonsense' });
    expect(matchSitePage('/no-such-page')).toEqual({ kind: 'not-found' });
    expect(matchSitePage('/member/statement/extra')).toEqual({ kind: 'not-found' });
    expect(matchSitePage('/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });
});
