import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, operatorRunRequest, operatorRunResult } from '@ug99/contract';
import type { Config } from '#config';
import type { Database } from '#db/client.ts';
import { bearerCredential } from '#members';
import { AppError } from '#http/app-error.ts';
import { responses } from '#shared/responses.ts';
import { findCommand } from './commands/index.ts';
import { executeCommand } from './execute.ts';
import { operatorTokenMatches } from './token.ts';

/**
 * `POST /api/operator/run`: the command line's way in when a server holds the database. Only the
 * operator token opens it; a member's token is not an operator's.
 */
export function operatorRoutes(deps: {
  token: string;
  database: Database;
  config: Config;
  /** Clears the content caches of every instance (docs/PERFORMANCE.md#content-caches). */
  contentChanged?: () => Promise<void>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/operator/run',
      {
        // The token is checked on the headers alone, before the body is read or parsed: an unauthorised
        // caller cannot make the server parse anything. Only `Authorization: Bearer <token>` is accepted.
        onRequest: async (req) => {
          if (!operatorTokenMatches(deps.token, bearerCredential(req.headers.authorization))) {
            throw new AppError('UNAUTHORIZED');
          }
        },
        schema: {
          tags: ['operator'],
          summary: 'Runs one operator command (npm run operator) against this server’s database',
          body: operatorRunRequest,
          response: responses(operatorRunResult),
        },
      },
      async (req) => {
        const load = findCommand(req.body.command);
        if (!load) return ok({ exit_code: 2, out: [], err: [`unknown command: ${req.body.command}`] });
        const command = (await load()).default;
        req.log.info({ command: command.name }, 'operator command');
        const result = await executeCommand(command, {
          db: deps.database.db,
          database: deps.database,
          config: deps.config,
          args: req.body.args,
          flags: req.body.flags,
        });
        // Any command may have changed content (promotions, games…); rebuilding the caches costs one
        // query per call, and operator commands are rare, so every command clears them.
        await deps.contentChanged?.();
        return ok({ exit_code: result.exitCode, out: result.out, err: result.err });
      },
    );
  };
}
