import { describe, expect, it } from 'vitest';
import { paymentChannels } from '@/test/payment-fixtures.ts';
import { depositFormSchema, withdrawFormSchema } from './payment-schemas.ts';

const messageOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('depositFormSchema', () => {
  const schema = depositFormSchema(paymentChannels());

  it('checks the amount against the chosen channel and sends it as baht', () => {
    expect(schema.parse({ channel_id: 2, sub_channel_id: 22, amount: '150,000.50' })).toEqual({
      channel_id: 2,
      sub_channel_id: 22,
      amount: 150_000.5,
    });
    expect(messageOf(schema.safeParse({ channel_id: 1, sub_channel_id: 11, amount: '150000' }))).toEqual([
      ['amount', 'ยอดฝากสูงสุด ฿50,000.00 ต่อครั้ง'],
    ]);
  });

  it('shows only the first problem, in the order a member fixes it', () => {
    const at = (amount: string) => messageOf(schema.safeParse({ channel_id: 1, sub_channel_id: 11, amount }));
    expect(at(' ')).toEqual([['amount', 'กรุณาใส่ยอดเงิน']]);
    expect(at('10.123')).toEqual([['amount', 'กรุณาใส่ยอดเงินเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง']]);
    expect(at('0')).toEqual([['amount', 'กรุณาใส่ยอดเงินเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง']]);
    expect(at('99.99')).toEqual([['amount', 'ยอดฝากขั้นต่ำ ฿100.00']]);
  });
});

describe('withdrawFormSchema', () => {
  it('allows from the minimum up to what the main wallet can pay out', () => {
    const schema = withdrawFormSchema({ min_amount: 100, withdrawable: 1500 });
    expect(schema.parse({ bank: 'sub', amount: '1500' })).toEqual({ bank: 'sub', amount: 1500 });
    expect(messageOf(schema.safeParse({ bank: 'main', amount: '99' }))).toEqual([
      ['amount', 'ยอดถอนขั้นต่ำ ฿100.00'],
    ]);
    expect(messageOf(schema.safeParse({ bank: 'main', amount: '1500.01' }))).toEqual([
      ['amount', 'ยอดที่ถอนได้มี ฿1,500.00'],
    ]);
  });
});
