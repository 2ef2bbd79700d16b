import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createHttpClient, retryStatusCodes, type HttpClientConfig, type HttpMethod } from './http-client';

interface Hit {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let baseURL = '';
let hits: Hit[] = [];

/** `/status/503` answers 503 with an API error body; `/flaky/503` fails once, then succeeds. */
function respond(url: string, attempt: number): { status: number; body: unknown } {
  const [, kind, code] = url.split('?')[0]!.split('/');
  const status = Number(code);
  if (kind === 'flaky') return attempt === 1 ? { status, body: null } : { status: 200, body: { ok: true } };
  if (kind === 'fields') return { status: 400, body: { error: { code: 'bad_input', message: 'Bad', fields: { name: 'required' } } } };
  if (kind === 'html') return { status, body: '<html>proxy</html>' };
  if (kind === 'status') return { status, body: { error: { code: `code_${status}`, message: `message ${status}` } } };
  if (kind === 'empty') return { status, body: '' };
  if (kind === 'echo') return { status: 200, body: hits.at(-1) };
  return { status: 200, body: { ok: true } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const hit: Hit = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: '' };
    hits.push(hit);
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (hit.body += chunk));
    req.on('end', () => {
      const attempt = hits.filter((hit) => hit.url === req.url).length;
      const { status, body } = respond(req.url ?? '', attempt);
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' });
      res.end(req.method === 'HEAD' || text === '' ? undefined : text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits = [];
});

function client(overrides: Partial<HttpClientConfig> = {}) {
  return createHttpClient({
    baseURL,
    locale: () => 'km',
    fallbackMessages: () => ({ network: 'network down', requestFailed: 'request failed' }),
    retryDelayMs: 1,
    ...overrides,
  });
}

const attemptsOf = async (method: HttpMethod, path: string) => {
  await client().request(method, path, { silent: true, on401: 'throw' }).catch(() => undefined);
  return hits.length;
};

describe('HTTP client retry policy', () => {
  it.each(retryStatusCodes)('retries a GET once on %i', async (status) => {
    expect(await attemptsOf('GET', `/status/${status}`)).toBe(2);
  });

  it.each(['HEAD', 'OPTIONS'] as const)('retries a body-less %s once on 503', async (method) => {
    expect(await attemptsOf(method, '/status/503')).toBe(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s, even on 503', async (method) => {
    expect(await attemptsOf(method, '/status/503')).toBe(1);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a GET on %i', async (status) => {
    expect(await attemptsOf('GET', `/status/${status}`)).toBe(1);
  });

  it('returns the second answer when the retry succeeds', async () => {
    await expect(client().get('/flaky/502')).resolves.toEqual({ ok: true });
    expect(hits).toHaveLength(2);
  });

  it('retries only once, however many times the server fails', async () => {
    expect(await attemptsOf('GET', '/status/500')).toBe(2);
  });
});

describe('HTTP client requests and errors', () => {
  it('sends X-Requested-With and Accept-Language on every request', async () => {
    await client().post('/ok', { a: 1 });
    await client().get('/ok');
    for (const hit of hits) {
      expect(hit.headers['x-requested-with']).toBe('atelier');
      expect(hit.headers['accept-language']).toBe('km');
    }
  });

  it('posts a FormData body as multipart, with the same headers', async () => {
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg');
    await client().post('/ok', form);
    expect(hits[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(hits[0]!.headers['x-requested-with']).toBe('atelier');
  });

  it('turns an error body into a typed ApiError with code, message and status', async () => {
    const error = await client().get('/status/409', { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'code_409', message: 'message 409' });
  });

  it('names a body-less failure by its status with the fallback message', async () => {
    const error = await client().get('/html/502', { silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'http_502', message: 'request failed' });
  });

  it('reports an unreachable server as a network error', async () => {
    const error = await client({ baseURL: 'http://127.0.0.1:1' })
      .get('/ok', { silent: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network', message: 'network down' });
  });

  it('sends non-field errors to onError and keeps field errors for the form', async () => {
    const reported: string[] = [];
    const api = client({ onError: (error) => reported.push(error.code) });
    await api.post('/status/422').catch(() => undefined);
    const fieldError = await api.post('/fields/400').catch((e: unknown) => e);
    expect(reported).toEqual(['code_422']);
    expect(fieldError).toMatchObject({ code: 'bad_input', fields: { name: 'required' }, hasFieldErrors: true });
  });

  it('calls onUnauthorized on a 401 unless the caller handles it', async () => {
    let redirects = 0;
    const api = client({ onUnauthorized: () => (redirects += 1) });
    await api.get('/status/401').catch(() => undefined);
    await api.get('/status/401', { on401: 'throw' }).catch(() => undefined);
    expect(redirects).toBe(1);
  });

  it('tracks each call for the loading bar until it settles', async () => {
    let open = 0;
    let peak = 0;
    const api = client({
      track: () => {
        open += 1;
        peak = Math.max(peak, open);
        return () => (open -= 1);
      },
    });
    await Promise.all([api.get('/ok'), api.get('/status/500', { silent: true }).catch(() => undefined)]);
    expect(peak).toBe(2);
    expect(open).toBe(0);
  });

  it('sends the query’s defined values after those the path has', async () => {
    await client().get('/ok?page=2', { query: { q: 'ring & chain', branch: 3, active: true, status: undefined } });
    const sent = new URL(hits[0]!.url, baseURL).searchParams;
    expect([...sent]).toEqual([
      ['page', '2'],
      ['q', 'ring & chain'],
      ['branch', '3'],
      ['active', 'true'],
    ]);
  });

  it('posts a plain object as JSON and reads the JSON answer', async () => {
    const answer = await client().post<Hit>('/echo', { grossWeightMg: 1500, note: 'ខ្សែក' });
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['accept']).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({ grossWeightMg: 1500, note: 'ខ្សែក' });
  });

  it('sends no body and no JSON type for a call without one, and reads an empty answer as nothing', async () => {
    await expect(client().post('/empty/204')).resolves.toBeUndefined();
    expect(hits[0]!.body).toBe('');
    expect(hits[0]!.headers['content-type']).toBeUndefined();
  });

  it('lets a caller’s header through beside the defaults', async () => {
    await client().post('/ok', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(hits[0]!.headers['idempotency-key']).toBe('k-1');
    expect(hits[0]!.headers['x-requested-with']).toBe('atelier');
  });
});
