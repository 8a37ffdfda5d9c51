import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { reportServerError, type ServerErrorFields } from './server-error.ts';

/** A zod schema a form can run: its input is what the fields hold, its output what is sent. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface ContractFormOptions<S extends FormSchema> extends Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> {
  /** Server refusals that are about one field, by error code; any other refusal is the form's message. */
  fieldsByError?: ServerErrorFields<z.input<S>>;
}

export interface ContractForm<S extends FormSchema> extends UseFormReturn<z.input<S>, unknown, z.output<S>> {
  /** The submit handler: validates with the schema, then runs `action`; its failure lands in the form. */
  submitWith: (action: (values: z.output<S>) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Wraps a step run outside the submit (a confirmed change, a resend) so its failure lands in the form. */
  reporting: <A extends unknown[]>(action: (...args: A) => unknown) => (...args: A) => Promise<void>;
  /** The form's own message: a server refusal not about one field, shown above the submit button. */
  serverMessage: string | undefined;
  clearServerMessage: () => void;
}

/**
 * The one way a form is written (docs/ARCHITECTURE.md, Web): react-hook-form validated by a zod schema
 * (the contract's, or one a feature builds from the server's data), with every failed call put into
 * the form here, so a server refusal about a field (HTTP 200, a code listed in `fieldsByError`) shows
 * under that field and anything else shows as the form's message.
 */
export function useContractForm<S extends FormSchema>(
  schema: S,
  { fieldsByError, ...options }: ContractFormOptions<S> = {},
): ContractForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
  });
  const reporting =
    <A extends unknown[]>(action: (...args: A) => unknown) =>
    async (...args: A) => {
      try {
        await action(...args);
      } catch (error) {
        reportServerError(form.setError, error, fieldsByError);
      }
    };
  return {
    ...form,
    submitWith: (action) => form.handleSubmit(reporting(action)),
    reporting,
    serverMessage: form.formState.errors.root?.server?.message,
    clearServerMessage: () => form.clearErrors('root.server'),
  };
}
