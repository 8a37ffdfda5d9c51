// The member's wallets as the ledger has them, read with the page's own session (the token the site keeps
// in localStorage), so a journey checks what the server holds, not what the page shows.
import type { Page } from 'playwright-core';

/** Each wallet's balance in baht, by wallet type (1 main, 2 promotion, …). */
export async function walletsOf(page: Page): Promise<Record<number, number>> {
  return page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('ug99-user') ?? '{}') as {
      state?: { authUser?: { access_token?: string } };
    };
    const response = await fetch('/api/member/wallets', {
      headers: { Authorization: `Bearer ${stored.state?.authUser?.access_token ?? ''}` },
    });
    const body = (await response.json()) as { data: { wallet_type_id: number; balance: number }[] };
    return Object.fromEntries(body.data.map((w) => [w.wallet_type_id, w.balance]));
  });
}

/** The main wallet's balance in baht. */
export async function mainBalance(page: Page): Promise<number> {
  return (await walletsOf(page))[1]!;
}
