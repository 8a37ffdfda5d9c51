// `npm run operator -- <command>`: the compiled operator command line (scripts/build-server.mjs), built
// first when its sources changed. The build notice goes to stderr so `--json` output stays parseable.
import { ensureServerBuilt, spawnCompiled } from './build-server.mjs';

await ensureServerBuilt((line) => console.error(line));
const child = spawnCompiled('operator', process.argv.slice(2), { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
