import { defineConfig } from 'drizzle-kit'

// `npm run db:generate -w @airlock/server` writes a new SQL migration into `drizzle/` after
// `src/db/schema.ts` changes. Migrations are committed and run at start by `runMigrations`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
