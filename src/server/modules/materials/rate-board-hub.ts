import { PassThrough } from 'node:stream';
import type { RateBoard } from '../../../shared/contracts/materials/get-rate-board';
import type { Db } from '../../platform/db/database';
import { activeBoardLinkIds } from './board-links.service';
import { getRateBoard, rateBoardSignature } from './rate-board.service';

/** One open board (a TV, a phone on the price page): its link and the stream its server-sent events go down. */
interface BoardStream {
  readonly linkId: number;
  readonly pricesPath: string;
  readonly out: PassThrough;
}

export interface RateBoardHubOptions {
  /** How often the hub looks for a publish or a revoke, ms: well inside the 5 s a board has to show one. */
  readonly tickMs?: number;
  /** A comment line this often keeps proxies and the TV's browser from closing an idle stream, ms. */
  readonly heartbeatMs?: number;
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The open boards of this process and what they are sent (server-sent
 * events). While any is open, about once a second the hub reads one
 * signature of what the board shows (rate-board.service.ts): a publish, a
 * single rate, a riel rate, a rate published earlier coming into force, from
 * this process or another one on the same database, changes it, and every
 * board is sent the new figures once. The same tick closes the streams of a
 * link revoked meanwhile, with a last `revoked` event, so a TV goes blank
 * within seconds. Reading the database rather than listening in this process
 * keeps it true behind a load balancer.
 */
export class RateBoardHub {
  private readonly streams = new Set<BoardStream>();
  private readonly tickMs: number;
  private readonly heartbeatMs: number;
  private tickTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private signature: string | undefined;
  private ticking = false;

  constructor(
    private readonly db: Db,
    options: RateBoardHubOptions = {},
  ) {
    this.tickMs = options.tickMs ?? 1000;
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
  }

  get openCount(): number {
    return this.streams.size;
  }

  /** A stream for one board, starting with the figures now; ended when the client leaves or the link is revoked. */
  async open(linkId: number, pricesPath: string, onClientGone: (end: () => void) => void): Promise<PassThrough> {
    const out = new PassThrough();
    const stream: BoardStream = { linkId, pricesPath, out };
    // A reconnecting EventSource waits this long, ms; the first line also flushes the headers through any proxy.
    out.write(`retry: 3000\n\n`);
    // Read before the figures: a publish in between is then seen as a change by the next tick, never missed.
    const signature = await rateBoardSignature(this.db);
    out.write(event('rates', await getRateBoard(this.db, pricesPath)));
    this.signature ??= signature;
    this.streams.add(stream);
    const end = () => this.drop(stream);
    out.on('close', end);
    onClientGone(end);
    this.start();
    return out;
  }

  /** Ends every stream (the server is closing): open streams would hold it open. */
  closeAll(): void {
    for (const stream of [...this.streams]) this.drop(stream);
    this.stop();
  }

  private drop(stream: BoardStream): void {
    if (!this.streams.delete(stream)) return;
    stream.out.end();
    if (this.streams.size === 0) this.stop();
  }

  private start(): void {
    if (this.tickTimer) return;
    this.tickTimer = setInterval(() => void this.tick(), this.tickMs);
    this.heartbeatTimer = setInterval(() => this.broadcast(() => `: ping ${new Date().toISOString()}\n\n`), this.heartbeatMs);
    this.tickTimer.unref();
    this.heartbeatTimer.unref();
  }

  private stop(): void {
    clearInterval(this.tickTimer);
    clearInterval(this.heartbeatTimer);
    this.tickTimer = undefined;
    this.heartbeatTimer = undefined;
    this.signature = undefined;
  }

  private broadcast(text: (stream: BoardStream) => string): void {
    for (const stream of this.streams) stream.out.write(text(stream));
  }

  private async tick(): Promise<void> {
    // A slow database must not pile up ticks.
    if (this.ticking || this.streams.size === 0) return;
    this.ticking = true;
    try {
      const active = await activeBoardLinkIds(this.db, [...new Set([...this.streams].map((s) => s.linkId))]);
      for (const stream of [...this.streams]) {
        if (active.has(stream.linkId)) continue;
        stream.out.write(event('revoked', { code: 'board.linkRevoked' }));
        this.drop(stream);
      }
      const signature = await rateBoardSignature(this.db);
      const changed = signature !== this.signature;
      this.signature = signature;
      if (!changed || this.streams.size === 0) return;
      const board: RateBoard = await getRateBoard(this.db, '');
      this.broadcast((stream) => event('rates', { ...board, pricesPath: stream.pricesPath }));
    } catch {
      // The database is away for a moment: the streams stay open, the next tick tries again.
    } finally {
      this.ticking = false;
    }
  }
}
