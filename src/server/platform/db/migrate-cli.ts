import { readConfig } from '../../config';
import { openForCommand } from './open-for-command';
import { migrate } from './migrate';

const config = readConfig();
const database = await openForCommand(config, 'db:migrate');
const applied = await migrate(database);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
await database.close();
