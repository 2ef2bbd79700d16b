import { readConfig } from '../config';
import { openForCommand } from '../platform/db/open-for-command';
import { migrate } from '../platform/db/migrate';
import { verifyLedger } from './balances';

// `npm run ledger:verify`: exits 1 when the running balances disagree with the postings.
const config = readConfig();
const database = await openForCommand(config, 'ledger:verify');
try {
  // The server migrates on start; a database it has not opened since an upgrade gets the same.
  await migrate(database);
  const problems = await verifyLedger(database.db);
  if (problems.length === 0) {
    console.log('Ledger verified: every balance equals its postings and every material sums to zero.');
  } else {
    for (const problem of problems) console.error(JSON.stringify(problem));
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
