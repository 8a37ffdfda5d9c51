import type { Route } from './define.ts';
import type { agentRouteSchemas } from './content-schemas.ts';

/*
 * The agent's configuration and deposit accounts; their schemas are in content-schemas.ts.
 * The index exports this module as `agentRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof agentRouteSchemas;

export const config = 'POST /api/agent/config' as Route<S['config']>;
export const bankAccounts = 'POST /api/agent/bank_accounts' as Route<S['bankAccounts']>;
export const trueMoneyAccounts = 'POST /api/agent/true_money_accounts' as Route<S['trueMoneyAccounts']>;
export const validate = 'GET /api/agent/validate' as Route<S['validate']>;
