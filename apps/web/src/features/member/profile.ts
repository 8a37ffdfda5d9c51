/** The member's sections of /member/profile, for the page the app layer puts together (lazy). */
export { ProfileDetails } from './components/profile-details.tsx';
export { BankAccounts } from './components/bank-accounts.tsx';
export { ChangePasswordForm } from './components/change-password-form.tsx';
export { SubBankAccountForm } from './components/sub-bank-account-form.tsx';
export { VipCard } from './components/vip-card.tsx';
