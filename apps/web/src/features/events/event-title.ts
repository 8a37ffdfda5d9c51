import { eventsTh } from './th.ts';

/**
 * Title of the event dialog (docs/rules/member-site.md#event-dialog): 'ประกาศสำคัญ ( current / total )'. The
 * rule does not tie the page number to the images shown (they are all listed at once), so current is the
 * first page, or 0 when there is nothing to show.
 */
export function eventDialogTitle(itemCount: number): string {
  const total = Math.max(0, Math.trunc(itemCount));
  const current = total === 0 ? 0 : 1;
  return eventsTh.title(current, total);
}
