import type { LottoBetType, LottoResultNumbers } from '@ug99/contract';

/**
 * Which numbers of each bet type a result pays (docs/rules/lotto.md#results-and-settlement). Pure
 * functions: settlement turns these sets into one set-based UPDATE of the round's lines.
 */

export type WinningNumbers = Record<LottoBetType, ReadonlySet<string>>;

/** Every distinct ordering of the digits of `n` ('123' → 6 numbers, '112' → 3). */
export function permutations(n: string): string[] {
  if (n.length <= 1) return [n];
  const out = new Set<string>();
  for (let i = 0; i < n.length; i++) {
    for (const rest of permutations(n.slice(0, i) + n.slice(i + 1))) out.add(n[i] + rest);
  }
  return [...out];
}

const allSame = (n: string) => [...n].every((d) => d === n[0]);

export function winningNumbers(result: LottoResultNumbers): WinningNumbers {
  const { top3, bottom2 } = result;
  return {
    '3top': new Set([top3]),
    // Any ordering of the top 3, paid once whatever the ordering. Three equal digits have one ordering
    // only and a bill refuses them for 3tod, so such a top 3 pays no 3tod line.
    '3tod': new Set(allSame(top3) ? [] : permutations(top3)),
    // Either prize of the pair; a result without them (not a government draw) pays none.
    '3front': new Set(result.front3 ?? []),
    '3back': new Set(result.back3 ?? []),
    '2top': new Set([top3.slice(1)]),
    '2bottom': new Set([bottom2]),
    // One digit found in the top 3 / bottom 2: a set, so a digit appearing twice is paid once.
    run_top: new Set(top3),
    run_bottom: new Set(bottom2),
  };
}

export function lineWins(type: LottoBetType, number: string, result: LottoResultNumbers): boolean {
  return winningNumbers(result)[type].has(number);
}

/** The winning (type, number) pairs as two parallel arrays, the shape the settlement SQL takes. */
export function winningPairs(result: LottoResultNumbers): { types: string[]; numbers: string[] } {
  const types: string[] = [];
  const numbers: string[] = [];
  for (const [type, set] of Object.entries(winningNumbers(result))) {
    for (const n of set) {
      types.push(type);
      numbers.push(n);
    }
  }
  return { types, numbers };
}

/**
 * The win of one line: amount × the rate snapshot of the line. Rates are hundredths of a baht per baht,
 * so the product is in hundredths of a satang; a fraction of a satang (only possible with an amount
 * that has satang and a rate with hundredths) is dropped, never rounded up. The SQL uses the same
 * integer division.
 */
export function winSatang(amountSatang: bigint, rateHundredths: number): bigint {
  return (amountSatang * BigInt(rateHundredths)) / 100n;
}

export type ResultInput = {
  first?: string;
  front3?: string[];
  back3?: string[];
  two?: string;
  top3?: string;
  bottom2?: string;
};

export type ParsedResult = { ok: true; result: LottoResultNumbers } | { ok: false; message: string };

const digits = (value: string | undefined, n: number) =>
  typeof value === 'string' && new RegExp(`^\\d{${n}}$`).test(value);

/**
 * A category that offers 3front or 3back needs the government prizes to settle them: its result is the
 * first prize (6 digits), two front-3 and two back-3 numbers and the 2-digit lower prize, and the top 3
 * and bottom 2 are derived from them (last 3 of the first prize; the lower prize). Any other category's
 * result is a 3-digit top and a 2-digit bottom. Anything else is refused, naming what is wrong.
 */
export function parseResult(government: boolean, input: ResultInput): ParsedResult {
  if (government) {
    if (!digits(input.first, 6)) return { ok: false, message: 'first must be 6 digits' };
    for (const name of ['front3', 'back3'] as const) {
      const pair = input[name];
      if (!pair || pair.length !== 2 || !pair.every((n) => digits(n, 3))) {
        return { ok: false, message: `${name} must be two 3-digit numbers` };
      }
    }
    if (!digits(input.two, 2)) return { ok: false, message: 'two must be 2 digits' };
    if (input.top3 !== undefined || input.bottom2 !== undefined) {
      return { ok: false, message: 'a government result derives top3 and bottom2; do not give them' };
    }
    const first = input.first!;
    return {
      ok: true,
      result: {
        first,
        front3: [...input.front3!],
        back3: [...input.back3!],
        two: input.two!,
        top3: first.slice(3),
        bottom2: input.two!,
      },
    };
  }
  if (
    input.first !== undefined ||
    input.front3 !== undefined ||
    input.back3 !== undefined ||
    input.two !== undefined
  ) {
    return { ok: false, message: 'this category takes only top3 and bottom2' };
  }
  if (!digits(input.top3, 3)) return { ok: false, message: 'top3 must be 3 digits' };
  if (!digits(input.bottom2, 2)) return { ok: false, message: 'bottom2 must be 2 digits' };
  return { ok: true, result: { top3: input.top3!, bottom2: input.bottom2! } };
}

/** The same result entered again (a retry) compares equal field by field; a pair's order does not matter. */
export function sameResult(a: LottoResultNumbers, b: LottoResultNumbers): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

const canonical = (r: LottoResultNumbers) => ({
  first: r.first ?? null,
  front3: r.front3 ? [...r.front3].sort() : null,
  back3: r.back3 ? [...r.back3].sort() : null,
  two: r.two ?? null,
  top3: r.top3,
  bottom2: r.bottom2,
});
