/**
 * `npm run provider:verify -- --game <id> --server-seed <hex> --client-seed <s> --nonce <n>`: recomputes a
 * round from its revealed server seed, so a player (or support) can check any result shown by a game.
 */
import { parseArgs } from 'node:util';
import { hashServerSeed } from '../src/fair/rng.ts';
import { GAME_IDS, isGameId, outcomeOf } from '../src/games/index.ts';

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    'server-seed': { type: 'string' },
    'client-seed': { type: 'string' },
    nonce: { type: 'string' },
  },
});
const game = values.game ?? '';
const serverSeed = values['server-seed'] ?? '';
const clientSeed = values['client-seed'];
const nonce = Number(values.nonce);
if (
  !isGameId(game) ||
  !/^[0-9a-f]{64}$/i.test(serverSeed) ||
  clientSeed === undefined ||
  !Number.isSafeInteger(nonce) ||
  nonce < 0
) {
  console.error(
    `usage: npm run provider:verify -- --game <${GAME_IDS.join('|')}> --server-seed <64 hex> --client-seed <text> --nonce <whole number>`,
  );
  process.exit(2);
}
console.log(`server seed hash: ${hashServerSeed(serverSeed)}`);
console.log(
  JSON.stringify(outcomeOf(game, { serverSeed: serverSeed.toLowerCase(), clientSeed, nonce }), null, 2),
);
