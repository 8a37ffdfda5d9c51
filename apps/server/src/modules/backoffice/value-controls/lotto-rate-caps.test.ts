import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { lottoCategories, lottoRates } from '#db/schema/index.ts';
import {
  approveRequest,
  expectApproved,
  expectOwnApprovalRefused,
  expectRejected,
} from '#testing/approvals.ts';
import { testDatabases } from '#testing/databases.ts';
import { capOf, capsTestApp, savedAtOnce, setCap, valueCaps } from './caps.testing.ts';
import type { CapsOperator } from './caps.testing.ts';
import { openTestRound } from '#testing/lotto.ts';
import { rateCategories, saveRates, withRateRow } from '#testing/lotto-rates.ts';
import type { RateRow } from '#testing/lotto-rates.ts';

// Lotto payout rates are a capped path (docs/rules/value-controls.md#lotto-rates): a save is measured by
// how much it raises the payout per baht (rates and over-cap rates, summed over its bet types); past the
// caps it becomes a four-eyes request, and members are priced at the old rates until finance or an admin
// approves.

describe.each(testDatabases())('lotto rate caps on $kind', (target) => {
  const { clock, db, op, auditOf } = capsTestApp(target);
  let lotto: CapsOperator;
  let finance: CapsOperator;
  beforeAll(async () => {
    lotto = await op('lotto', 'หวยอัตรา');
    finance = await op('finance', 'เงินอัตรา');
  });
  const categories = (who: CapsOperator = lotto) => rateCategories(who);
  const ratesOf = async (code: string, who: CapsOperator = lotto) =>
    (await categories(who)).find((c) => c.code === code)!.rates;
  /** The rates members are priced at: the stored rows. */
  const stored = (code: string) =>
    db()
      .select({ type: lottoRates.betType, rate: lottoRates.rateHundredths })
      .from(lottoRates)
      .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRates.categoryId))
      .where(eq(lottoCategories.code, code))
      .orderBy(lottoRates.betType);
  const withRate = (rows: RateRow[], type: string, rate: number) => withRateRow(rows, type, { rate });
  const save = (who: CapsOperator, code: string, rates: RateRow[]) =>
    saveRates(who, code, rates).then((r) => r.json());

  it('raising 2 ตัวบน from 90 to 900 per baht waits for finance; members keep the old rate until approved', async () => {
    const rows = await ratesOf('malaysia');
    const two = rows.find((r) => r.bet_type === '2top')!;
    const before = await stored('malaysia');
    const raised = withRate(rows, '2top', two.rate * 10);
    const asked = await save(lotto, 'malaysia', raised);
    expect(asked).toMatchObject({
      error: 0,
      data: { approval: { kind: 'lotto.rates', status: 'pending', requested_by: 'lotto:หวยอัตรา' } },
    });
    expect(asked.data.approval.summary).toContain('2 ตัวบน');
    expect(await stored('malaysia')).toEqual(before);
    // The same save again answers the same request; another raise while it waits is refused.
    expect((await save(lotto, 'malaysia', raised)).data.approval.id).toBe(asked.data.approval.id);
    expect((await save(lotto, 'malaysia', withRate(rows, '2top', two.rate * 5))).error).toBe(
      ERRORS.BO_APPROVAL_PENDING_EXISTS.code,
    );
    // The lotto role decides no rates request; finance does.
    expect((await approveRequest(lotto, asked.data.approval.id)).json().error).not.toBe(0);
    await expectApproved(finance, asked.data.approval.id);
    expect((await stored('malaysia')).find((r) => r.type === '2top')).toMatchObject({
      rate: Math.round(two.rate * 10 * 100),
    });
    expect(await auditOf('lotto:rates', 'malaysia')).toMatchObject({
      operator: 'finance:เงินอัตรา',
      detail: { approval_id: asked.data.approval.id, requested_by: 'lotto:หวยอัตรา' },
    });
    // Lowering it back raises nothing: saved at once, whatever the caps.
    expect(await save(lotto, 'malaysia', rows)).toMatchObject({ error: 0, data: { changed: true } });
    expect(await stored('malaysia')).toEqual(before);
  });

  it('a discount weighs its points × the rate: 28% on 2 ตัวบน waits for finance, 5% on วิ่งบน is live at once', async () => {
    const code = 'nikkei';
    const rows = await ratesOf(code);
    const discount = (type: string, percent: number, base = rows) =>
      base.map((r) => (r.bet_type === type ? { ...r, discount_percent: percent } : r));
    const storedDiscounts = () =>
      db()
        .select({ type: lottoRates.betType, discount: lottoRates.discountPercent })
        .from(lottoRates)
        .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRates.categoryId))
        .where(eq(lottoCategories.code, code));
    // วิ่งบน at 3.20: 5 points weigh 5 × 3.20 / 100 = 0.16 ฿ per baht, within the caps.
    expect(await save(lotto, code, discount('run_top', 5))).toMatchObject({
      error: 0,
      data: { changed: true },
    });
    expect((await storedDiscounts()).find((r) => r.type === 'run_top')?.discount).toBe(5);
    // 2 ตัวบน at 90: 28 points weigh 25.20 ฿ per baht, past the 20 of a save.
    const asked = await save(lotto, code, discount('2top', 28, await ratesOf(code)));
    expect(asked).toMatchObject({ error: 0, data: { approval: { kind: 'lotto.rates', status: 'pending' } } });
    expect(asked.data.approval.summary).toContain('ส่วนลด 2 ตัวบน 0% → 28%');
    expect((await storedDiscounts()).find((r) => r.type === '2top')?.discount).toBe(0);
    await expectApproved(finance, asked.data.approval.id);
    expect((await storedDiscounts()).find((r) => r.type === '2top')?.discount).toBe(28);
    // A discount outside 0–90 whole percents is refused in Thai, and nothing changes.
    const refused = await save(lotto, code, discount('2top', 95, await ratesOf(code)));
    expect(refused).toMatchObject({ error: ERRORS.BO_LOTTO_RATES_INVALID.code });
    expect(refused.message).toContain('ส่วนลด');
  });

  it('a number’s own rate cannot go above the category’s: raising a payout goes through the capped rates', async () => {
    const { roundId } = await openTestRound(db(), { now: clock.now(), code: 'malaysia' });
    const url = `/api/backoffice/lotto/rounds/${roundId}/numbers`;
    const two = (await ratesOf('malaysia')).find((r) => r.bet_type === '2top')!;
    const above = await lotto.post(url, {
      action: 'rate',
      bet_type: '2top',
      number: '12',
      rate: two.rate + 0.01,
    });
    expect(above.json()).toMatchObject({ error: ERRORS.BO_LOTTO_NUMBER_RATE_ABOVE.code, data: null });
    const at = await lotto.post(url, { action: 'rate', bet_type: '2top', number: '12', rate: two.rate });
    expect(at.json()).toMatchObject({ error: 0, data: { item: { rate: two.rate } } });
  });

  it('a rejected raise changes nothing; an admin who asked cannot approve', async () => {
    const admin = await op('admin', 'แอดมินอัตรา');
    const code = (await categories()).find((c) => !c.government && c.code !== 'malaysia')!.code;
    const rows = await ratesOf(code);
    const before = await stored(code);
    const asked = await save(admin, code, withRate(rows, 'run_top', 100));
    expect(asked).toMatchObject({ error: 0, data: { approval: { kind: 'lotto.rates' } } });
    await expectOwnApprovalRefused(admin, asked.data.approval.id);
    await expectRejected(finance, asked.data.approval.id, 'อัตราจ่ายสูงเกินไป');
    expect(await stored(code)).toEqual(before);
  });

  it('within the caps a raise is live at once; the day cap sums one operator’s raises; finance sets the caps', async () => {
    // The lotto role reads the caps that govern its saves, and does not set them; finance does.
    const seen = await valueCaps(lotto);
    expect(capOf(seen.caps, 'lotto_rates')).toMatchObject({
      unit: 'rate',
      per_action: 20,
      per_operator_day: 100,
      roles: ['lotto'],
    });
    expect(seen.outside.map((c) => c.key)).toEqual(['affiliate_rates', 'cashback_rates']);
    expect((await setCap(lotto, 'lotto_rates', 500, 500)).statusCode).toBe(403);
    const set = (await setCap(finance, 'lotto_rates', 20, 30)).json();
    expect(capOf(set.data.caps, 'lotto_rates')).toMatchObject({
      per_operator_day: 30,
      updated_by: 'finance:เงินอัตรา',
    });

    clock.advance(24 * 3_600_000);
    const l = await op('lotto', 'หวยอัตราสอง');
    const code = 'malaysia';
    const rows = await ratesOf(code, l);
    const three = rows.find((r) => r.bet_type === '3top')!;
    // +15 per baht is within both caps: live at once.
    const first = await save(l, code, withRate(rows, '3top', three.rate + 15));
    expect(first).toMatchObject({ error: 0, data: { changed: true } });
    expect((await stored(code)).find((r) => r.type === '3top')).toMatchObject({
      rate: Math.round((three.rate + 15) * 100),
    });
    // +16 more is within the action's 20, but 15 + 16 passes the day's 30.
    const second = await save(l, code, withRate(rows, '3top', three.rate + 31));
    expect(second).toMatchObject({ error: 0, data: { approval: { kind: 'lotto.rates' } } });
    expect((await stored(code)).find((r) => r.type === '3top')).toMatchObject({
      rate: Math.round((three.rate + 15) * 100),
    });
  });

  it('parallel raises of 5 per baht on several categories under a 20 a day: 4 saved, the rest requests', async () => {
    const f = await op('finance', 'เงินอัตราสอง');
    expect((await setCap(f, 'lotto_rates', 20, 20)).json().error).toBe(0);
    const l = await op('lotto', 'หวยพร้อมกัน');
    const daily = (await categories(l)).filter((c) => !c.government && c.code !== 'malaysia');
    expect(daily.length).toBeGreaterThanOrEqual(6);
    const { applied, requested } = await savedAtOnce(
      daily.map((c) => {
        const two = c.rates.find((r) => r.bet_type === '2top')!;
        return save(l, c.code, withRate(c.rates, '2top', two.rate + 5));
      }),
    );
    expect(applied).toHaveLength(4);
    expect(requested).toHaveLength(daily.length - 4);
  });
});
