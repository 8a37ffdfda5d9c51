import type { BackofficeMe, OperatorRole } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { countUnusedRecoveryCodes, findOperatorById } from './queries.ts';
import type { OperatorRow } from './queries.ts';

/** The signed-in operator as the back office shows them, recovery codes left included. */
export async function meOf(db: Db, row: OperatorRow): Promise<BackofficeMe> {
  return {
    id: row.id,
    name: row.name,
    role: row.role as OperatorRole,
    totp_enrolled: row.totpEnrolledAt !== null,
    recovery_codes_left: await countUnusedRecoveryCodes(db, row.id),
  };
}

/** Who an audit entry names: the operator's id, name and role. */
export function operatorIdentity(row: OperatorRow) {
  return { id: row.id, name: row.name, role: row.role as OperatorRole };
}

/** GET me: the caller as of now (a disabled or removed operator is no longer signed in). */
export async function currentOperator(db: Db, operator: { id: number }): Promise<BackofficeMe> {
  const row = await findOperatorById(db, operator.id);
  if (!row) throw new AppError('BO_UNAUTHENTICATED');
  return meOf(db, row);
}
