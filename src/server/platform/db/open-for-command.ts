import type { AppConfig } from '../../config';
import { openDatabase, type Database } from './database';
import { assertPgliteMoved } from './pglite-move';

/**
 * The database for a command run in a terminal (migrate, seed, ledger:verify):
 * the server's, or the embedded one started for the command. A refusal (the
 * app holds the data directory, data not yet moved from PGlite) is one line
 * and exit code 1, not a stack trace.
 */
export async function openForCommand(config: AppConfig, owner: string): Promise<Database> {
  try {
    if (!config.databaseUrl) assertPgliteMoved(config.dataDir);
    return await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2, owner });
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    process.exit(1);
  }
}
