export type { ServerErrorFields } from './server-error.ts';
export { formMessageOf } from './server-error.ts';
export { useConfirmStep } from './use-confirm-step.ts';
export {
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
  type FormSchema,
} from './use-contract-form.ts';
export { digitsOnly, emptyToUndefined } from './values.ts';
