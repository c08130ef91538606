import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file of the platform and of each module, by name, so an area's tables are
  // found without a shared list: tables.ts, tables-*.ts or *-tables.ts.
  schema: ['./src/**/tables.ts', './src/**/tables-*.ts', './src/**/*-tables.ts'],
  out: './drizzle',
});
