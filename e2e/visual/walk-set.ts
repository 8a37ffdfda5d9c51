// Which routes the desktop walk shoots (docs/VISUAL-CHECK.md#which-pages): in `npm test` on a tree whose
// look has not changed since `main`, the phone walk shoots every route and the desktop walk only one page of
// each layout (the pages axe already checks at 1280 px); the desktop pages hold the phone's content in a
// wider frame, drawn by the same files. Every route at both widths when the files that draw the site
// changed since `main` (committed, staged, unstaged or new), under `npm run visual` (VISUAL_FULL=1), or when
// git cannot tell what changed; VISUAL_FULL=0 asks for the short walk whatever changed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * `1`: every route at both widths (set by `npm run visual` and `npm run visual:update`, e2e/visual/vitest.config.ts);
 * `0`: one page of each layout at 1280 px whatever changed; unset: decided by what changed since `main`.
 */
export const FULL_WALK_ENV = 'VISUAL_FULL';

/** The files that draw the member site: its sources and assets, its seeded images, and the walk's own files. */
export const LOOK_PATHS = ['apps/web/', 'apps/server/media/', 'e2e/visual/', 'e2e/visual.test.ts'] as const;

const root = path.resolve(import.meta.dirname, '../..');

export type WalkSet = { full: boolean; why: string };

export function desktopWalkSet(): WalkSet {
  if (process.env[FULL_WALK_ENV] === '1') return { full: true, why: `${FULL_WALK_ENV}=1` };
  if (process.env[FULL_WALK_ENV] === '0') return { full: false, why: `${FULL_WALK_ENV}=0` };
  let changed: string[];
  try {
    changed = filesChangedSinceMain();
  } catch (error) {
    return { full: true, why: `git could not list the changes since main (${(error as Error).message})` };
  }
  const look = changed.filter((file) => LOOK_PATHS.some((prefix) => file.startsWith(prefix)));
  if (look.length > 0) {
    const named = look.slice(0, 3).join(', ');
    return {
      full: true,
      why: `the site's look changed since main: ${named}${look.length > 3 ? ` and ${look.length - 3} more` : ''}`,
    };
  }
  return { full: false, why: 'no file that draws the site changed since main' };
}

/** Committed since the branch left `main`, staged, unstaged and untracked files, as paths from the root. */
function filesChangedSinceMain(): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const base = git('merge-base', 'HEAD', 'main').trim();
  return [
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ].filter(Boolean);
}
