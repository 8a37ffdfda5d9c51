import { ERRORS } from '@ug99/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/index.ts';

/** Which field a server error code belongs under; codes not listed show above the submit button. */
export type ServerErrorFields<T extends FieldValues> = Partial<Record<number, Path<T>>>;

/**
 * What a form shows for a failed call. A 401 or 400 has already sent the member elsewhere
 * (docs/rules/member-site.md#failures), so the form stays quiet; everything else, including a business
 * error's own Thai message, is shown.
 */
export function formMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return ERRORS.INTERNAL.message;
  return error.kind === 'unauthorized' || error.kind === 'bad-request' ? null : error.message;
}

/**
 * Puts a failed call's Thai message into the form: under the field it is about when the code names
 * one (duplicate phone, wrong OTP...), otherwise as the form's own message (`errors.root.server`).
 */
export function reportServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: ServerErrorFields<T> = {},
): void {
  const message = formMessageOf(error);
  if (message === null) return;
  const field = error instanceof ApiError && error.code !== undefined ? fields[error.code] : undefined;
  if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
  else setError('root.server', { type: 'server', message });
}
