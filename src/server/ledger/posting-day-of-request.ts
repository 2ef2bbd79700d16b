import type { FastifyRequest } from 'fastify';
import type { PostingDateFields } from '../../shared/contracts/ledger/posting-date';
import { sessionOf } from '../platform/access';
import type { Tx } from '../platform/db/database';
import { postingDayOf, type PostingDay } from './periods.service';

/**
 * The posting day a request asked for (docs/design.md §5), checked by
 * postingDayOf with the caller's right to back-date (`ledger.backdate`):
 * the one way a route turns a body's `postingDate` and `postingDateReason`
 * into the day its document posts on. Only those two fields are read.
 */
export function postingDayOfRequest(tx: Tx, request: FastifyRequest, asked: PostingDateFields): Promise<PostingDay | undefined> {
  return postingDayOf(
    tx,
    { postingDate: asked.postingDate, postingDateReason: asked.postingDateReason },
    { mayBackdate: sessionOf(request).permissions.includes('ledger.backdate') },
  );
}
