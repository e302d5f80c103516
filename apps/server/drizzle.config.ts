import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it writes SQL migrations from the tables (the machinery's
// in src/db/tables.ts, each domain's in its module), which the server applies at start on PGlite
// and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/tables.ts', './src/modules/*/tables.ts'],
  out: './src/db/migrations',
});
