/**
 * Members paste phone and account numbers from apps that print them as 081-234-5678 or
 * 123 4 56789 0; the schemas want the digits alone, so separators are dropped before validation.
 */
export function digitsOnly(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
}

/** Optional text fields send nothing rather than an empty string. */
export function emptyToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
