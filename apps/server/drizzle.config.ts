import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it writes SQL migrations from src/db/schema.ts, which the
// server applies at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
