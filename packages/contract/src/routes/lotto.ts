import type { Route } from './define.ts';
import type { lottoRouteSchemas } from './lotto-schemas.ts';

/*
 * The lotto's and the yeekee's addresses; their schemas are in lotto-schemas.ts. The bill as a picture and
 * the yeekee feed answer no envelope: their addresses are in lotto-outside.ts.
 * The index exports this module as `lottoRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof lottoRouteSchemas;

export const lobby = 'GET /api/lotto/lobby' as Route<S['lobby']>;
export const rounds = 'GET /api/lotto/rounds' as Route<S['rounds']>;
export const round = 'GET /api/lotto/round' as Route<S['round']>;
export const rule = 'GET /api/lotto/rule' as Route<S['rule']>;
export const rate = 'GET /api/lotto/rate' as Route<S['rate']>;
export const rates = 'GET /api/lotto/rates' as Route<S['rates']>;
export const limit = 'GET /api/lotto/limit' as Route<S['limit']>;
export const result = 'GET /api/lotto/result' as Route<S['result']>;
export const results = 'GET /api/lotto/results' as Route<S['results']>;
export const validateBill = 'POST /api/lotto/bill/validate' as Route<S['validateBill']>;
export const createBill = 'POST /api/lotto/bill/create' as Route<S['createBill']>;
export const cancelBill = 'POST /api/lotto/bill/cancel' as Route<S['cancelBill']>;
export const bills = 'GET /api/lotto/bill/list' as Route<S['bills']>;
export const bill = 'GET /api/lotto/bill/detail' as Route<S['bill']>;
export const yeekeeShoot = 'POST /api/lotto/yeekee/shoot_number' as Route<S['yeekeeShoot']>;
export const yeekeeList = 'GET /api/lotto/yeekee/list' as Route<S['yeekeeList']>;
export const yeekeeFullList = 'GET /api/lotto/yeekee/lists' as Route<S['yeekeeFullList']>;
export const numberSets = 'GET /api/lotto/number_sets' as Route<S['numberSets']>;
export const saveNumberSet = 'POST /api/lotto/number_sets' as Route<S['saveNumberSet']>;
export const deleteNumberSet = 'DELETE /api/lotto/number_sets' as Route<S['deleteNumberSet']>;
export const shareNumberSet = 'POST /api/lotto/number_sets/share' as Route<S['shareNumberSet']>;
export const importNumberSet = 'POST /api/lotto/number_sets/import' as Route<S['importNumberSet']>;
