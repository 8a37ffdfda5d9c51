import type {
  BackofficeOperatorCreateRequest,
  BackofficeOperatorList,
  BackofficeSetupLink,
} from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import type { AccessDeps, Caller } from './access-deps.ts';
import { auditName } from './audit.ts';
import { addOperator, auditAs, issueSetupLink, operatorView } from './operators.ts';
import {
  countUsableAdmins,
  disableOperatorRow,
  findOperatorById,
  listOperatorsWithLastSeen,
  revokeSessionsOf,
} from './queries.ts';
import type { BackofficeOperator } from './sessions.ts';

export async function listOperators({ db }: AccessDeps): Promise<BackofficeOperatorList> {
  const rows = await listOperatorsWithLastSeen(db);
  return { items: rows.map((r) => operatorView(r.operator, r.lastSeenAt)) };
}

/** A new operator, without a password until they open the setup link answered here. */
export async function inviteOperator(
  { db, clock, config }: AccessDeps,
  input: BackofficeOperatorCreateRequest,
  actor: BackofficeOperator,
  caller: Caller,
): Promise<BackofficeSetupLink> {
  const { operator, link } = await addOperator(db, {
    ...input,
    actor: { operator: actor, ip: caller.ip },
    now: clock.now(),
    publicUrl: config.publicUrl,
  });
  return { operator: operatorView(operator), setup_url: link.url, expires_at: link.expiresAt.toISOString() };
}

/** Disabled: cannot sign in, every session ends at once. The last usable admin cannot be disabled. */
export async function disableOperator(
  { db, clock }: AccessDeps,
  id: number,
  actor: BackofficeOperator,
  caller: Caller,
) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const before = await findOperatorById(tx, id);
    if (!before) throw new AppError('BO_OPERATOR_NOT_FOUND');
    if (before.role === 'admin' && (id === actor.id || (await countUsableAdmins(tx, id)) === 0)) {
      throw new AppError('BO_LAST_ADMIN');
    }
    const after = (await disableOperatorRow(tx, id, now)) ?? before;
    const ended = await revokeSessionsOf(tx, id, now, auditName(actor));
    if (before.disabledAt === null) {
      await auditAs(
        tx,
        { operator: actor, ip: caller.ip },
        {
          action: 'backoffice.operator.disable',
          targetType: 'operator',
          targetId: id,
          before: operatorView(before),
          after: operatorView(after),
          detail: { sessions_ended: ended },
        },
      );
    }
    return operatorView(after);
  });
}

/** A new setup link: at its use the operator sets a new password and TOTP (a lost phone). */
export async function reissueSetupLink(
  { db, clock, config }: AccessDeps,
  id: number,
  actor: BackofficeOperator,
  caller: Caller,
): Promise<BackofficeSetupLink> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await findOperatorById(tx, id);
    if (!row || row.disabledAt !== null) throw new AppError('BO_OPERATOR_NOT_FOUND');
    const link = await issueSetupLink(tx, { operatorId: id, now, publicUrl: config.publicUrl });
    await auditAs(
      tx,
      { operator: actor, ip: caller.ip },
      {
        action: 'backoffice.operator.setup_link',
        targetType: 'operator',
        targetId: id,
        detail: { expires_at: link.expiresAt.toISOString() },
      },
    );
    return { operator: operatorView(row), setup_url: link.url, expires_at: link.expiresAt.toISOString() };
  });
}
