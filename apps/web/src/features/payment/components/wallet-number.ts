/**
 * A TrueMoney wallet number as the TrueMoney app shows a phone number: 0XX-XXX-XXXX. Anything that is
 * not a ten-digit Thai mobile number is shown as the server sent it, never guessed at.
 */
export function formatWalletNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return /^0\d{9}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}
