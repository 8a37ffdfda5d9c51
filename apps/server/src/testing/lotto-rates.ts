import type { asOperator } from './backoffice.ts';

/** One bet type's row of a category's rates, as the back office lists and saves it. */
export type RateRow = {
  bet_type: string;
  rate: number;
  min: number;
  max: number;
  number_cap: number;
  over_cap_rate: number;
  discount_percent: number;
  reduced_discount_percent: number;
};

/** The lotto categories as the back office lists them to `who`, with their rates. */
export async function rateCategories(who: ReturnType<typeof asOperator>) {
  return (await who.get('/api/backoffice/lotto/categories')).json().data.items as {
    code: string;
    government: boolean;
    rates: RateRow[];
  }[];
}

/** The rows with the row of bet type `type` changed. */
export const withRateRow = (rows: RateRow[], type: string, change: Partial<RateRow>) =>
  rows.map((r) => (r.bet_type === type ? { ...r, ...change } : r));

/** Saves the category's rates as `who`. */
export const saveRates = (who: ReturnType<typeof asOperator>, code: string, rates: unknown) =>
  who.post(`/api/backoffice/lotto/categories/${code}/rates`, { rates });
