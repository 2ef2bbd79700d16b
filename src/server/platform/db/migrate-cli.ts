import { readConfig } from '../../config';
import { openDatabase } from './database';
import { migrate } from './migrate';

const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(database);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
await database.close();
