import { memberTh } from '@/features/member/th.ts';
import { rgTh } from '@/features/responsible-gaming/th.ts';
import {
  BankAccounts,
  ChangePasswordForm,
  ProfileDetails,
  SubBankAccountForm,
  VipCard,
} from '@/features/member/profile.ts';
import { RgSettings } from '@/features/responsible-gaming/index.ts';

/**
 * /member/profile: the member's details, their VIP level and what it gives, bank accounts, password, second bank account and
 * responsible-gaming settings. Two features meet on this page, so it is put together here.
 */
export function Component() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-white">{memberTh.profile.heading}</h1>
      <ProfileDetails />
      <VipCard />
      <BankAccounts />
      <ChangePasswordForm />
      <SubBankAccountForm />
      <section id="responsible-gaming" aria-label={rgTh.heading} className="scroll-mt-24">
        <RgSettings />
      </section>
    </div>
  );
}
