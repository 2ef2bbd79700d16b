import { readConfig } from '../config';
import { openForCommand } from '../platform/db/open-for-command';
import { migrate } from '../platform/db/migrate';
import { bootstrapShop } from './demo';

const config = readConfig();
const database = await openForCommand(config, 'db:seed');
await migrate(database);
const result = await bootstrapShop(database, config);
console.log(
  result.kind === 'existing'
    ? 'The database already has users; nothing loaded.'
    : result.kind === 'demo'
      ? `Demo data loaded: ${result.loaded}. ${result.usernames.join(', ')} / ${result.password}`
      : 'Owner account created.',
);
await database.close();
