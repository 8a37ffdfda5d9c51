const thb = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The one THB formatter (architecture "Look and feel"): 1234.5 → '฿1,234.50'. */
export function formatTHB(baht: number): string {
  return thb.format(baht);
}
