import { describe, expect, it } from 'vitest';
import { ResponseError, toApiError } from './api-error';

const messages = { network: 'offline', requestFailed: 'failed' };

describe('toApiError', () => {
  it('reads a cancelled request as aborted, not as the server being unreachable', async () => {
    const cause = await fetch('http://127.0.0.1:9/never', { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(toApiError(cause, messages).code).toBe('aborted');
  });

  it('reads a refused connection as network', async () => {
    const cause = await fetch('http://127.0.0.1:9/never').catch((e: unknown) => e);
    expect(toApiError(cause, messages)).toMatchObject({ code: 'network', message: 'offline', status: 0 });
  });

  it('reads an error status with the server’s body as that error, and one without it by its status', () => {
    const body = { error: { code: 'stock_short', message: 'Not enough stock', fields: { qty: 'too_many' } } };
    expect(toApiError(new ResponseError(409, body), messages)).toMatchObject({ status: 409, code: 'stock_short', message: 'Not enough stock', fields: { qty: 'too_many' } });
    expect(toApiError(new ResponseError(502, '<html>proxy</html>'), messages)).toMatchObject({ status: 502, code: 'http_502', message: 'failed' });
  });
});
