import { z } from 'zod';

/**
 * The operator API (docs/rules/operator.md#operator-commands): the operator command line sends its command to
 * the running server, which runs it next to the database it holds (an embedded database has room for one
 * process only). Authorised by the operator token, never by a member's.
 */
export const operatorRunRequest = z.object({
  command: z.string().min(1).max(64),
  args: z.array(z.string().max(1000)).max(32),
  flags: z.record(z.string().max(64), z.union([z.string().max(1000), z.literal(true)])),
});

export const operatorRunResult = z.object({
  exit_code: z.number().int(),
  out: z.array(z.string()),
  err: z.array(z.string()),
});

export type OperatorRunRequest = z.infer<typeof operatorRunRequest>;
export type OperatorRunResult = z.infer<typeof operatorRunResult>;
