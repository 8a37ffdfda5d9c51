import { isOk } from '@ug99/contract';
import type { Envelope, OperatorRunRequest, OperatorRunResult } from '@ug99/contract';
import type { Config } from '#config';
import type { Execution } from './execute.ts';
import { findAnnouncedServer } from './local-server.ts';
import { readOperatorToken } from './token.ts';

/**
 * Where the command line sends its command: OPERATOR_URL when set; otherwise, on the embedded
 * database, the server that announced itself in DATA_DIR (it holds the database). Undefined means the
 * command line opens the database itself.
 */
export function findOperatorServer(
  config: Config,
  env: Record<string, string | undefined>,
): string | undefined {
  if (env.OPERATOR_URL) return env.OPERATOR_URL.replace(/\/$/, '');
  if (config.databaseUrl) return undefined;
  return findAnnouncedServer(config.dataDir);
}

export async function runRemotely(
  baseUrl: string,
  config: Config,
  request: OperatorRunRequest,
): Promise<Execution> {
  const token = readOperatorToken(config.operatorToken, config.dataDir);
  if (!token) {
    return refused(`no operator token: set OPERATOR_TOKEN, or use the DATA_DIR of the server at ${baseUrl}`);
  }
  const res = await fetch(`${baseUrl}/api/operator/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(request),
  });
  if (res.status === 401) {
    return refused(
      `the server at ${baseUrl} refused the operator token: it uses another DATA_DIR or OPERATOR_TOKEN`,
    );
  }
  const body = (await res.json()) as Envelope<OperatorRunResult>;
  if (!isOk(body)) return refused(`the server at ${baseUrl} answered: ${body.message}`);
  return { exitCode: body.data.exit_code, out: body.data.out, err: body.data.err };
}

function refused(message: string): Execution {
  return { exitCode: 1, out: [], err: [`error: ${message}`] };
}
