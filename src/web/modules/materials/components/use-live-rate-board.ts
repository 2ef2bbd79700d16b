import { useEffect, useState } from 'react';
import type { RateBoard } from '../../../../shared/contracts/materials/get-rate-board';
import { isApiError } from '../../../shell/http';
import { getRateBoard, rateBoardStreamUrl } from '../api/get-rate-board';

/** Why the board shows nothing: each is a message in words (`materials.board.refused.*`). */
export type BoardRefusal = 'linkRequired' | 'linkUnknown' | 'linkRevoked';

export type LiveRateBoard =
  | { readonly state: 'loading' }
  | { readonly state: 'refused'; readonly refusal: BoardRefusal }
  /** `live`: how the figures arrive now, the stream or polling (shown small, for whoever sets the TV up). */
  | { readonly state: 'open'; readonly board: RateBoard; readonly live: 'stream' | 'polling' };

/** While the stream is down, the figures are read this often: a publish still shows within 5 s. */
export const boardPollMs = 3_000;
/** While polling, the stream is tried again this often (a proxy restarted, a network came back). */
const streamRetryMs = 30_000;

const refusalOf = (code: string): BoardRefusal | null =>
  code === 'board.linkRevoked' ? 'linkRevoked' : code === 'board.linkUnknown' ? 'linkUnknown' : code === 'board.linkRequired' ? 'linkRequired' : null;

/**
 * The board's figures, kept live: server-sent events first (a publish shows
 * within about a second); when EventSource is missing or its stream fails
 * (a proxy that buffers, a server restarting), polling every 3 s until the
 * stream works again. A refused or revoked link empties the board at once
 * and stops both.
 */
export function useLiveRateBoard(token: string | undefined): LiveRateBoard {
  const [live, setLive] = useState<LiveRateBoard>(token ? { state: 'loading' } : { state: 'refused', refusal: 'linkRequired' });

  useEffect(() => {
    if (!token) {
      setLive({ state: 'refused', refusal: 'linkRequired' });
      return;
    }
    setLive({ state: 'loading' });
    let stopped = false;
    let source: EventSource | null = null;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let streamRetryTimer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    // EventSource.OPEN, read without the global (a browser without EventSource polls only).
    const streamOpen = () => source !== null && source.readyState === 1;

    const refuse = (refusal: BoardRefusal) => {
      stop();
      setLive({ state: 'refused', refusal });
    };
    const stop = () => {
      stopped = true;
      source?.close();
      source = null;
      clearTimeout(pollTimer);
      clearTimeout(streamRetryTimer);
      controller.abort();
    };

    const poll = async () => {
      clearTimeout(pollTimer);
      try {
        const board = await getRateBoard(token, controller.signal);
        if (stopped || streamOpen()) return;
        setLive({ state: 'open', board, live: 'polling' });
      } catch (error) {
        const refusal = isApiError(error) ? refusalOf(error.code) : null;
        if (refusal) return refuse(refusal);
        // Offline or the server away: the last figures stay up, and the next poll tries again.
      }
      if (!stopped && !streamOpen()) pollTimer = setTimeout(() => void poll(), boardPollMs);
    };

    const openStream = () => {
      if (stopped || typeof EventSource === 'undefined') return;
      source?.close();
      const stream = new EventSource(rateBoardStreamUrl(token));
      source = stream;
      stream.addEventListener('rates', (event) => {
        if (stopped) return;
        clearTimeout(pollTimer);
        setLive({ state: 'open', board: JSON.parse((event as MessageEvent<string>).data) as RateBoard, live: 'stream' });
      });
      stream.addEventListener('revoked', () => refuse('linkRevoked'));
      stream.onerror = () => {
        if (stopped) return;
        // CONNECTING: EventSource retries by itself; CLOSED (a refusal, a proxy's error page): it never will.
        if (stream.readyState === EventSource.CLOSED) {
          clearTimeout(streamRetryTimer);
          streamRetryTimer = setTimeout(openStream, streamRetryMs);
        }
        // Either way the figures keep coming by polling, which also learns of a refusal.
        void poll();
      };
    };

    if (typeof EventSource === 'undefined') void poll();
    else openStream();
    return stop;
  }, [token]);

  return live;
}
