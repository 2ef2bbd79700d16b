import { ofetch } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';

const messages = { network: 'offline', requestFailed: 'failed' };

describe('toApiError', () => {
  it('reads a cancelled request as aborted, not as the server being unreachable', async () => {
    const cause = await ofetch('http://127.0.0.1:9/never', { signal: AbortSignal.abort(), retry: 0 }).catch((e: unknown) => e);
    expect(toApiError(cause, messages).code).toBe('aborted');
  });

  it('reads a refused connection as network', async () => {
    const cause = await ofetch('http://127.0.0.1:9/never', { retry: 0 }).catch((e: unknown) => e);
    expect(toApiError(cause, messages)).toMatchObject({ code: 'network', message: 'offline', status: 0 });
  });
});
