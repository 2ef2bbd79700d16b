import type { Db } from './db/database';
import { ownerExists } from './users/owner-account';

/**
 * Whether the install still waits for its first-run setup (DESIGN §3.11): no
 * owner account yet. Asked on every request while it waits; once an owner
 * exists it never waits again, so this process stops asking (another process
 * on the same database may be the one that did the setup).
 */
export interface SetupState {
  required(): Promise<boolean>;
}

export function createSetupState(db: Db): SetupState {
  let done = false;
  return {
    async required() {
      if (done) return false;
      done = await ownerExists(db);
      return !done;
    },
  };
}
