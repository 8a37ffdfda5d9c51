export { formMessageOf, reportServerError, type ServerErrorFields } from './server-error.ts';
export { digitsOnly, emptyToUndefined } from './values.ts';
