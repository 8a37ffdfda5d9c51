// The built-in game provider: its own process and port, next to the site's server (scripts/start.mjs).
import { buildProviderApp } from './app.ts';
import { loadProviderConfig } from './config.ts';

const config = loadProviderConfig();
const app = await buildProviderApp(config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });
app.log.info(`demo provider for ${config.siteOrigins.join(', ')}, operator at ${config.operatorApiUrl}`);
