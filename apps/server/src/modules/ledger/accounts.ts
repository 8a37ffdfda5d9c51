import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { WALLET_TYPE_IDS, WALLET_TYPES } from '@ug99/contract';
import type { LedgerAsset, WalletTypeId } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { ledgerAccounts } from '#db/schema/ledger.ts';
import { LedgerError } from './errors.ts';

/**
 * The operator's side of every movement. All of them may go negative: they carry the other side of
 * members' balances (a deposit debits gateway cash, so its balance is minus what came in), and the sum
 * over all accounts of one asset is always zero.
 */
export const SYSTEM_ACCOUNTS = {
  gateway_cash: { asset: 'THB', about: 'money received at or paid out through the payment gateway' },
  bank_float: { asset: 'THB', about: 'money received at or paid out from the agent bank accounts' },
  withdrawals_pending: { asset: 'THB', about: 'withdrawals held until they are paid out or refused' },
  deposits_flagged: {
    asset: 'THB',
    about: 'deposits received but not credited automatically, until the operator credits or returns them',
  },
  lotto_stakes: { asset: 'THB', about: 'stakes of open lotto bills until they are settled' },
  game_provider_clearing: { asset: 'THB', about: 'bets and wins exchanged with game providers' },
  promotion_expense: { asset: 'THB', about: 'promotion bonuses paid' },
  cashback_expense: { asset: 'THB', about: 'loss and turnover cashback paid' },
  affiliate_expense: { asset: 'THB', about: 'affiliate commission paid' },
  free_credit_expense: { asset: 'THB', about: 'quest rewards and other free credit' },
  wheel_coupon_expense: { asset: 'THB', about: 'wheel prizes and coupons' },
  yeekee_bonus_expense: { asset: 'THB', about: 'yeekee shooting bonuses (docs/YEEKEE.md#bonuses)' },
  operator_adjustment: { asset: 'THB', about: 'balance corrections made by the operator' },
  points_issued: { asset: 'POINT', about: 'points members earned (minus this balance: points ever issued)' },
  points_redeemed: { asset: 'POINT', about: 'points members spent in the shop, on the wheel or in polls' },
} as const satisfies Record<string, { asset: LedgerAsset; about: string }>;

export type SystemAccountCode = keyof typeof SYSTEM_ACCOUNTS;

/**
 * Hot system accounts, split into this many rows (docs/LEDGER.md#hot-accounts). Every game bet and win
 * moves money against the provider clearing account; as one row, its lock would be held by one
 * member's transaction until that commits, and every other member's bet would queue behind it. Split,
 * a transfer with a member takes the shard of that member (member id modulo the count), so different
 * members' transfers lock different rows. The account's balance is the sum of its shards.
 */
export const SYSTEM_ACCOUNT_SHARDS: Partial<Record<SystemAccountCode, number>> = {
  game_provider_clearing: 32,
};

/** How callers name an account: by its role, never by a code string they would have to assemble. */
export type AccountRef =
  | { system: SystemAccountCode }
  | { member: number; wallet: WalletTypeId }
  | { memberPoints: number }
  | { accountId: number };

export const systemAccountCode = (code: SystemAccountCode) => `system:${code}`;
/** Shard 0 is the account's own row (its code unchanged); shard k > 0 is `system:<name>#<k>`. */
export const systemShardCode = (code: SystemAccountCode, shard: number) =>
  shard === 0 ? systemAccountCode(code) : `${systemAccountCode(code)}#${shard}`;
/** Every row of a system account: its own, plus its shards when it is split. */
export const systemAccountCodes = (code: SystemAccountCode) =>
  Array.from({ length: SYSTEM_ACCOUNT_SHARDS[code] ?? 1 }, (_, shard) => systemShardCode(code, shard));
export const walletAccountCode = (memberId: number, wallet: WalletTypeId) =>
  `member:${memberId}:wallet:${wallet}`;
export const pointsAccountCode = (memberId: number) => `member:${memberId}:points`;

/** An account ref as the lookup the transfer statement does: by primary key or by unique code. */
export function accountLookup(ref: AccountRef): { id: number | null; code: string | null } {
  if ('accountId' in ref) return { id: ref.accountId, code: null };
  if ('system' in ref) return { id: null, code: systemAccountCode(ref.system) };
  if ('memberPoints' in ref) return { id: null, code: pointsAccountCode(ref.memberPoints) };
  return { id: null, code: walletAccountCode(ref.member, ref.wallet) };
}

/** The member an account ref belongs to, if any: a split system account picks its shard by it. */
function memberOf(ref: AccountRef): number | undefined {
  if ('member' in ref) return ref.member;
  if ('memberPoints' in ref) return ref.memberPoints;
  return undefined;
}

/**
 * One side of a transfer as the transfer statement looks it up. A split system account resolves to
 * the shard of the member on the other side, or to its own row when the other side is no member's.
 */
export function transferSideLookup(
  ref: AccountRef,
  other: AccountRef,
): { id: number | null; code: string | null } {
  const shards = 'system' in ref ? SYSTEM_ACCOUNT_SHARDS[ref.system] : undefined;
  const member = memberOf(other);
  if (!('system' in ref) || !shards || member === undefined) return accountLookup(ref);
  return { id: null, code: systemShardCode(ref.system, member % shards) };
}

export function describeRef(ref: AccountRef): string {
  const { id, code } = accountLookup(ref);
  return code ?? `account #${id}`;
}

function systemRows(codes: readonly SystemAccountCode[]) {
  return codes.flatMap((code) =>
    systemAccountCodes(code).map((row) => ({
      code: row,
      kind: 'system' as const,
      asset: SYSTEM_ACCOUNTS[code].asset,
      allowNegative: true,
    })),
  );
}

/** Creates the system accounts that do not exist yet; safe to run at every start-up. */
export async function ensureSystemAccounts(
  db: Db,
  codes: readonly SystemAccountCode[] = Object.keys(SYSTEM_ACCOUNTS) as SystemAccountCode[],
): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values(systemRows(codes))
    .onConflictDoNothing({ target: ledgerAccounts.code });
}

/** A member's four wallets and points account; running it again changes nothing. */
export async function openMemberAccounts(db: Db, memberId: number): Promise<void> {
  if (!Number.isSafeInteger(memberId) || memberId <= 0) {
    throw new LedgerError('ACCOUNT_NOT_FOUND', `invalid member id ${memberId}`);
  }
  const wallets = WALLET_TYPE_IDS.map((wallet) => ({
    code: walletAccountCode(memberId, wallet),
    kind: 'member_wallet' as const,
    ownerMemberId: memberId,
    walletTypeId: wallet,
    asset: 'THB' as const,
    allowNegative: false,
  }));
  const points = {
    code: pointsAccountCode(memberId),
    kind: 'member_points' as const,
    ownerMemberId: memberId,
    asset: 'POINT' as const,
    allowNegative: false,
  };
  await db
    .insert(ledgerAccounts)
    .values([...wallets, points])
    .onConflictDoNothing({ target: ledgerAccounts.code });
}

export type MemberWallet = {
  accountId: number;
  walletTypeId: WalletTypeId;
  walletName: string;
  balance: bigint;
};

export async function memberWallets(db: Db, memberId: number): Promise<MemberWallet[]> {
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      walletTypeId: ledgerAccounts.walletTypeId,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerMemberId, memberId), eq(ledgerAccounts.kind, 'member_wallet')))
    .orderBy(asc(ledgerAccounts.walletTypeId));
  return rows.map((row) => {
    const walletTypeId = row.walletTypeId as WalletTypeId;
    return { accountId: row.id, walletTypeId, walletName: WALLET_TYPES[walletTypeId], balance: row.balance };
  });
}

/** The balances of several members' wallets in one read (a batch payout's winners); unknown wallets are left out. */
export async function walletBalances(
  db: Db,
  wallets: readonly { member: number; wallet: WalletTypeId }[],
): Promise<{ memberId: number; walletTypeId: WalletTypeId; balance: bigint }[]> {
  if (wallets.length === 0) return [];
  const rows = await db
    .select({
      memberId: ledgerAccounts.ownerMemberId,
      walletTypeId: ledgerAccounts.walletTypeId,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(
      inArray(ledgerAccounts.code, [...new Set(wallets.map((w) => walletAccountCode(w.member, w.wallet)))]),
    );
  return rows.map((row) => ({
    memberId: row.memberId!,
    walletTypeId: row.walletTypeId as WalletTypeId,
    balance: row.balance,
  }));
}

/** The member's points balance; a member whose accounts were never opened is an error, not zero. */
export async function memberPoints(db: Db, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, pointsAccountCode(memberId)));
  if (!row) throw new LedgerError('ACCOUNT_NOT_FOUND', `member ${memberId} has no points account`);
  return row.balance;
}

/**
 * Any account's current balance. A system account not created yet holds zero; a member's must exist.
 * A split system account's balance is the sum of its shards.
 */
/**
 * A member wallet's balance, its ledger row locked until the transaction ends: a use case that splits or
 * checks a wallet (a promotion's release, free credit's) sees no bet move it meanwhile; a bet waits, then
 * sees the new balance. 0 when the wallet was never opened.
 */
export async function lockWalletBalance(db: Db, memberId: number, wallet: WalletTypeId): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, walletAccountCode(memberId, wallet)))
    .for('update');
  return row?.balance ?? 0n;
}

export async function accountBalance(db: Db, ref: AccountRef): Promise<bigint> {
  if ('system' in ref && SYSTEM_ACCOUNT_SHARDS[ref.system]) {
    const [row] = await db
      .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.code, systemAccountCodes(ref.system)));
    return BigInt(row?.balance ?? '0');
  }
  const { id, code } = accountLookup(ref);
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(id !== null ? eq(ledgerAccounts.id, id) : eq(ledgerAccounts.code, code ?? ''));
  if (row) return row.balance;
  if ('system' in ref) return 0n;
  throw new LedgerError('ACCOUNT_NOT_FOUND', `${describeRef(ref)} does not exist`);
}
