// How the cluster starts a program of the site: the compiled files of scripts/build-server.mjs, built
// when stale and run with plain node, exactly as scripts/start.mjs runs them.
import { ensureServerBuilt, root, spawnCompiled } from '../build-server.mjs';
import { ensureWebBuilt } from '../build-web.mjs';

export { root };

/** The web app (each instance serves apps/web/dist) and the compiled server, built when stale. */
export async function ensureBuilt(log) {
  ensureWebBuilt(log);
  await ensureServerBuilt(log);
}

/** Starts one program ('server' or 'provider') with its own environment, output piped for labels. */
export function spawnProgram(program, env) {
  return spawnCompiled(program, [], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}
