import { contentLinkAllowed, ERRORS, httpsHostOf } from '@ug99/contract';
import type { ContentListQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import { pageView } from '#shared/paging.ts';
import type { ContentKind, Off } from './content-kinds.ts';

/**
 * The back office's content screens (docs/BACKOFFICE.md#marketing): banners, notifications and events
 * listed, added, changed and switched off, each change with its audit row in its transaction; the site's
 * content caches are cleared after the commit.
 */

/** What a content change needs from the app besides the database. */
export type ContentChangeDeps = {
  /** Clears the content caches of every instance once a change is committed. */
  contentChanged: () => Promise<void>;
  /** The hosts an https link may lead to (CONTENT_LINK_HOSTS, docs/rules/content.md#links-and-images). */
  contentLinkHosts: readonly string[];
};

/**
 * The contract's schema has let through only site paths and https addresses; an https link must also
 * lead to a host on the operator's list. Checked before the transaction, so a refusal writes nothing.
 */
function checkLinks(input: object, hosts: readonly string[]): void {
  if (!('link' in input) || typeof input.link !== 'string') return;
  if (contentLinkAllowed(input.link, hosts)) return;
  const host = httpsHostOf(input.link) ?? input.link;
  throw new AppError('BO_LINK_HOST_NOT_ALLOWED', `${ERRORS.BO_LINK_HOST_NOT_ALLOWED.message} (${host})`);
}

/** The audit action of a change to one kind of content. */
const action = (target: string, verb: string) => `content.${target}.${verb}`;

/** A page of one kind of content, switched-off rows included. */
export async function listContent<Row, Request, View>(
  db: Db,
  agentId: number,
  kind: ContentKind<Row, Request, View>,
  q: ContentListQuery,
) {
  return pageView(q, await kind.page(db, agentId, q), kind.view);
}

/** Adds a row of one kind of content, audited in its transaction; the caches are cleared after commit. */
export async function addContent<Row, Request, View>(
  db: Db,
  agentId: number,
  deps: ContentChangeDeps,
  kind: ContentKind<Row, Request, View>,
  operator: ActingOperator,
  input: Request,
): Promise<View> {
  checkLinks(input as object, deps.contentLinkHosts);
  const view = await db.transaction(async (tx) => {
    const after = kind.view(await kind.add(tx, agentId, input));
    await operator.audit(tx, {
      action: action(kind.target, 'add'),
      targetType: kind.target,
      targetId: (after as { id: number }).id,
      after,
    });
    return after;
  });
  await deps.contentChanged();
  return view;
}

/**
 * Changes a row (every field as the form sent it) or switches it off (`active: false` alone: it leaves
 * the site at once and stays in the list). A change that changes nothing writes no audit row and clears
 * no cache.
 */
export async function changeContent<Row, Request, View>(
  db: Db,
  agentId: number,
  deps: ContentChangeDeps,
  kind: ContentKind<Row, Request, View>,
  operator: ActingOperator,
  id: number,
  patch: Request | Off,
  verb: 'update' | 'disable',
): Promise<View> {
  checkLinks(patch as object, deps.contentLinkHosts);
  const outcome = await db.transaction(async (tx) => {
    const changed = await kind.update(tx, agentId, id, patch);
    if (!changed) throw new AppError('BO_CONTENT_NOT_FOUND');
    const before = kind.view(changed.before);
    const after = kind.view(changed.after);
    const same = JSON.stringify(before) === JSON.stringify(after);
    if (!same) {
      await operator.audit(tx, {
        action: action(kind.target, verb),
        targetType: kind.target,
        targetId: id,
        before,
        after,
      });
    }
    return { after, same };
  });
  if (!outcome.same) await deps.contentChanged();
  return outcome.after;
}
