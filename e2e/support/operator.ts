// The operator's command line, run as an operator would (`npm run operator -- ...`), against the
// journeys' server: it finds that server through the data folder the server announced itself in.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { programArgs, root } from './programs.ts';

export async function runOperator(
  dataDir: string,
  ...args: string[]
): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, USER: 'e2e-operator' };
  delete env.DATABASE_URL;
  delete env.OPERATOR_URL;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, programArgs('operator', args), {
      cwd: root,
      env,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}
