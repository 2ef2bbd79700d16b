import type { RateBoard } from '../../../../shared/contracts/materials/get-rate-board';
import { api } from '../../../shell/http';

/**
 * The board's figures once (the stream's fallback): no session, the board
 * link's token. A refusal (401, 403) is the caller's to show: it neither
 * sends the TV to a sign-in page nor raises a snackbar.
 */
export function getRateBoard(token: string, signal?: AbortSignal): Promise<RateBoard> {
  return api.get<RateBoard>('/api/board/rates', { query: { token }, signal, silent: true, on401: 'throw' });
}

/** The board's server-sent events (rate-board-hub.ts on the server). */
export const rateBoardStreamUrl = (token: string) => `/api/board/stream?token=${encodeURIComponent(token)}`;
