import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstAnswersWaitMs, withFirstAnswers } from './first-answers';

/** A query answered after `ms` (never, without one), started the way a page's load starts it. */
function prefetchAnswering(queryClient: QueryClient, key: string, ms?: number): void {
  void queryClient.prefetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (ms === undefined ? undefined : setTimeout(() => resolve(key), ms))),
  });
}

describe('withFirstAnswers: a page opens with the answers its load asked for', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits, as the page opens, for every query its load started, and no longer', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    let settled = false;
    const opening = withFirstAnswers(queryClient, 'enter', () => {
      prefetchAnswering(queryClient, 'pieces', 120);
      prefetchAnswering(queryClient, 'branches', 40);
    }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(25);
    await opening;
    expect(queryClient.getQueryData(['pieces'])).toBe('pieces');
    expect(queryClient.getQueryData(['branches'])).toBe('branches');
  });

  it('does not wait for a query started before the page (a poll, another page)', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    prefetchAnswering(queryClient, 'elsewhere');
    let settled = false;
    const opening = withFirstAnswers(queryClient, 'enter', () => prefetchAnswering(queryClient, 'mine', 10)).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(20);
    expect(settled).toBe(true);
    await opening;
  });

  it('opens without the answers once the wait is over (a slow line shows the page waiting)', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    let settled = false;
    const opening = withFirstAnswers(queryClient, 'preload', () => prefetchAnswering(queryClient, 'slow')).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(firstAnswersWaitMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await opening;
    expect(queryClient.getQueryState(['slow'])?.fetchStatus).toBe('fetching');
  });

  it('does not wait when the page stays (a filter, the next page): its controls follow the click', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    let settled = false;
    const staying = withFirstAnswers(queryClient, 'stay', () => prefetchAnswering(queryClient, 'page-2', 500)).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    await staying;
  });

  it("waits for a load's own promise first (what the first render must hold), then for what it started", async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    let settled = false;
    const opening = withFirstAnswers(queryClient, 'enter', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      prefetchAnswering(queryClient, 'after-branch', 30);
    }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(45);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    await opening;
    expect(queryClient.getQueryData(['after-branch'])).toBe('after-branch');
  });
});
