import { maskAccountNo } from '@ug99/contract';
import { memberTh } from '../th.ts';
import { useUserInfo } from '@/shared/session/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';

interface Account {
  bank_name: string;
  bank_account_no: string;
  account_name: string;
}

/**
 * The server sends numbers already masked; masking again is harmless and keeps a full number off the
 * screen should it ever arrive unmasked.
 */
function BankAccount({ title, account }: { title: string; account: Account }) {
  const masked = maskAccountNo(account.bank_account_no);
  return (
    <div className="rounded-xl border border-ink-600 bg-ink-900/60 p-4">
      <p className="text-base text-gold-300">{title}</p>
      <p className="mt-1 text-lg font-bold text-white">{account.bank_name}</p>
      <p className="font-mono text-lg tracking-widest text-ink-100">
        <span aria-hidden="true">{masked}</span>
        <span className="sr-only">{memberTh.profile.accountNoLabel(masked)}</span>
      </p>
      <p className="text-base text-muted">
        {memberTh.profile.accountName}: {account.account_name}
      </p>
    </div>
  );
}

/**
 * The registered account and the optional second one for withdrawals
 * (docs/rules/accounts.md#sub-bank-account).
 */
export function BankAccounts() {
  const { data } = useUserInfo();
  const t = memberTh.profile;
  if (!data) {
    return (
      <Card title={t.banksHeading}>
        <Skeleton className="h-32 w-full" />
      </Card>
    );
  }
  const { user } = data;
  return (
    <Card title={t.banksHeading}>
      <div className="grid gap-3 sm:grid-cols-2">
        <BankAccount
          title={t.mainBank}
          account={{
            bank_name: user.bank_name,
            bank_account_no: user.bank_account_no,
            account_name: `${user.first_name} ${user.last_name}`,
          }}
        />
        {user.sub_bank ? (
          <BankAccount title={t.subBank} account={user.sub_bank} />
        ) : (
          <div className="grid place-items-center rounded-xl border border-dashed border-ink-500 p-4 text-center">
            <p className="text-base text-muted">
              <span className="block text-gold-300">{t.subBank}</span>
              {t.noSubBank}
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}
