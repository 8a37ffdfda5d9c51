/**
 * The back office's operator roles (docs/BACKOFFICE.md#roles). An operator has exactly one role; `admin`
 * may do everything, the others only the calls that name them.
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'lotto', 'marketing', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Thai names of the roles, as the back office shows them. */
export const OPERATOR_ROLE_NAMES: Record<OperatorRole, string> = {
  admin: 'ผู้ดูแลระบบ',
  finance: 'การเงิน',
  lotto: 'หวย',
  marketing: 'การตลาด',
  support: 'ฝ่ายบริการสมาชิก',
};

/**
 * One back-office API call and the roles allowed to make it: what the role guard and the role test read of
 * an entry of the call table (decisions/0015, define.ts), which adds the call's schemas. The server refuses
 * every other role (HTTP 403); the back office hides what a role may not do; the role test tries every
 * call with every role. `admin` is allowed everywhere and is not listed. `public` calls (login, setup)
 * need no session at all.
 */
export type BackofficeCall = {
  method: 'GET' | 'POST';
  /** Fastify path, e.g. `/api/backoffice/withdrawals/:id/approve`. */
  path: string;
  roles: readonly OperatorRole[] | 'public' | 'any';
  summary: string;
};

/** Whether a role may make the call (`admin` always may, except that nothing is needed for `public`). */
export function roleMayCall(call: BackofficeCall, role: OperatorRole): boolean {
  if (call.roles === 'public' || call.roles === 'any' || role === 'admin') return true;
  return call.roles.includes(role);
}
