import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL in ./drizzle; the server applies it at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
