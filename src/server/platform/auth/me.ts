import { meResponseSchema, type MeResponse } from '../../../shared/contracts/platform/session';
import type { Db } from '../db/database';
import { getSetting } from '../settings/settings.service';
import type { SessionContext } from './sessions.service';

/**
 * The answer of GET /api/platform/me, also written into the page the server
 * sends (web-pages.ts) so that the app need not ask for it. The shop's zone
 * comes with the session: the web counts shop days in it.
 */
export async function meOf(db: Db, session: SessionContext): Promise<MeResponse> {
  return meResponseSchema.parse({
    user: session.user,
    permissions: [...session.permissions],
    shopTimeZone: await getSetting(db, 'shop.timeZone'),
  });
}
