import { readConfig } from './config';
import { openDatabase } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import { assertPgliteMoved } from './platform/db/pglite-move';
import { backUpBeforeMigrations, recordBackupBeforeMigrations } from './platform/backups/backup-before-migration';
import { bootstrapShop as bootstrapData } from './assembly/demo';

const startedAt = performance.now();
const config = readConfig();
if (!config.databaseUrl) {
  try {
    assertPgliteMoved(config.dataDir);
  } catch (error) {
    console.error(`Atelier cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
// The embedded server starts in its own process: load the web stack meanwhile.
const opening = openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  owner: 'Atelier server',
  log: (line) => console.log(line),
  onServerExit: (message) => {
    console.error(`Atelier stops: ${message}`);
    process.exit(1);
  },
});
const { buildApp } = await import('./app');
let database;
try {
  database = await opening;
} catch (error) {
  console.error(`Atelier cannot start: ${(error as Error).message}`);
  process.exit(1);
}
// A database with a shop's data is backed up before new migrations change it (issue 23 §4).
let beforeMigrations;
try {
  beforeMigrations = await backUpBeforeMigrations(database, config.dataDir, (line) => console.log(line));
} catch (error) {
  console.error(`Atelier cannot start: the backup before the migrations failed, so they were not applied: ${(error as Error).message}`);
  await database.close();
  process.exit(1);
}
await migrate(database);
await recordBackupBeforeMigrations(database, beforeMigrations);
let bootstrap;
try {
  bootstrap = await bootstrapData(database, config);
} catch (error) {
  console.error((error as Error).message);
  await database.close();
  process.exit(1);
}
const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
// Before the ready line: whoever reads it may stop the app at once, and a SIGTERM
// with no handler yet would end it without closing its database server cleanly.
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
// The daily backup and the catch-up run in the background: the shop can work meanwhile.
void app.backups.start().catch((error: unknown) => console.error(`backups: ${(error as Error).message}`));

const engine = database.engine === 'embedded' ? `embedded PostgreSQL (${config.dataDir})` : 'PostgreSQL';
console.log(`Atelier ready on http://localhost:${config.port} — ${engine}, ${Math.round(performance.now() - startedAt)} ms`);
if (bootstrap.kind === 'setup') {
  console.log(`No owner yet: open http://localhost:${config.port}/setup to set the shop up (or set ATELIER_OWNER_PASSWORD for an unattended install).`);
}
if (bootstrap.kind === 'demo') {
  console.log(`Demo data loaded: ${bootstrap.loaded}. Sign in as ${bootstrap.usernames.join(', ')} with the password "${bootstrap.password}".`);
}
