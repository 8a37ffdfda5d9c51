import type { Route } from './define.ts';
import type { accountRouteSchemas } from './account-schemas.ts';

/*
 * The member's account calls; their schemas are in account-schemas.ts.
 * The index exports this module as `accountRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof accountRouteSchemas;

export const checkAccount = 'POST /api/check_account' as Route<S['checkAccount']>;
export const register = 'POST /api/register' as Route<S['register']>;
export const login = 'POST /api/login' as Route<S['login']>;
export const logout = 'POST /api/logout' as Route<S['logout']>;
export const resetPassword = 'POST /api/reset_password' as Route<S['resetPassword']>;
export const resetPasswordV2 = 'POST /api/reset_password_v2' as Route<S['resetPasswordV2']>;
export const changePassword = 'POST /api/member/change_password' as Route<S['changePassword']>;
export const updateSubBankAccount = 'POST /api/member/update_sub_bank_account' as Route<
  S['updateSubBankAccount']
>;
export const userInfo = 'GET /api/get_user_info' as Route<S['userInfo']>;
