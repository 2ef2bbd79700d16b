import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { maxPhotoBytes, maxPhotosPerUpload } from '../../../shared/contracts/platform/upload-photos';
import { describeOnBothEngines } from '../../testing/test-app';
import { auditLog } from '../platform.tables';

interface Part {
  readonly name: string;
  readonly bytes: Buffer;
  readonly type?: string;
  readonly field?: string;
}

/** A multipart body as a browser's FormData makes it. */
async function multipart(parts: readonly Part[]) {
  const form = new FormData();
  for (const part of parts) {
    form.append(part.field ?? 'photo', new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }), part.name);
  }
  const request = new Request('http://atelier.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const png = (width: number, height: number, colour = { r: 200, g: 160, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

const dimensions = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

describeOnBothEngines('photo uploads and image views', (ctx) => {
  const upload = async (cookie: string | undefined, parts: readonly Part[], headers: Record<string, string> = {}) => {
    const { payload, contentType } = await multipart(parts);
    return ctx().request({ method: 'POST', url: '/api/platform/uploads', cookie, payload, headers: { 'content-type': contentType, ...headers } });
  };
  const storedFiles = () => readdirSync(ctx().config.uploadsDir, { recursive: true }).map(String).sort();
  const storedFile = (src: string) => {
    const hash = /([0-9a-f]{64})/.exec(src)![1]!;
    return path.join(ctx().config.uploadsDir, hash.slice(0, 2), `${hash}.webp`);
  };

  it('stores a PNG and a JPEG re-encoded as WebP, turned upright, without metadata, at most 2000 px long', async () => {
    const cookie = await ctx().signIn('jeweller1');
    const upright = await png(320, 240);
    // A phone's portrait: stored sideways with EXIF orientation 6 (turn 90° clockwise).
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const wide = await png(3000, 1000, { r: 10, g: 10, b: 10 });
    const res = await upload(cookie, [
      { name: 'ring.png', bytes: upright, type: 'image/png' },
      { name: 'IMG_0001.JPG', bytes: sideways, type: 'image/jpeg' },
      { name: 'wide.png', bytes: wide },
    ]);
    expect(res.statusCode).toBe(201);
    const { photos } = res.json();
    expect(photos).toHaveLength(3);
    expect(photos[0]).toMatchObject({ width: 320, height: 240 });
    expect(photos[1]).toMatchObject({ width: 200, height: 300 });
    expect(photos[2]).toMatchObject({ width: 2000, height: 667 });
    for (const photo of photos) {
      expect(photo.src).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
      const stored = await sharp(storedFile(photo.src)).metadata();
      expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({ format: 'webp', width: photo.width, height: photo.height });
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
    }
  });

  it('stores the same photo once, however often it is sent', async () => {
    const cookie = await ctx().signIn('cashier');
    const bytes = await png(200, 150, { r: 1, g: 2, b: 3 });
    const first = await upload(cookie, [{ name: 'a.png', bytes }]);
    const second = await upload(cookie, [
      { name: 'b.png', bytes },
      { name: 'c.png', bytes },
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const src = first.json().photos[0].src;
    expect(second.json().photos.map((p: { src: string }) => p.src)).toEqual([src, src]);
    const folder = path.dirname(storedFile(src));
    const hash = path.basename(storedFile(src), '.webp');
    expect(readdirSync(folder).filter((f) => f.startsWith(hash))).toEqual([`${hash}.webp`]);
  });

  it('writes who uploaded what to the audit log', async () => {
    const cookie = await ctx().signIn('designer');
    const res = await upload(cookie, [{ name: 'sketch.png', bytes: await png(64, 64, { r: 9, g: 9, b: 9 }) }]);
    const [row] = await ctx().database.db.select().from(auditLog).where(eq(auditLog.action, 'photos.upload')).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ entity: 'photo', after: { photos: res.json().photos } });
  });

  it('serves near-square views as cached 120 and 256 squares and the stored photo without a size', async () => {
    const cookie = await ctx().signIn('owner');
    const res = await upload(cookie, [{ name: 'bangle.png', bytes: await png(900, 600, { r: 240, g: 200, b: 90 }) }]);
    const { src } = res.json().photos[0];
    // What the web's imageUrl(src, { width: 100, height: 110 }) makes with the default template.
    const small = await ctx().request({ method: 'GET', url: `/api/images/${src}?w=120&h=120`, cookie });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await dimensions(small.rawPayload)).toEqual({ width: 120, height: 120, format: 'webp' });
    const asked = await ctx().request({ method: 'GET', url: `/api/images/${encodeURIComponent(src)}?w=100&h=110`, cookie });
    expect(await dimensions(asked.rawPayload)).toEqual({ width: 120, height: 120, format: 'webp' });
    const medium = await ctx().request({ method: 'GET', url: `/api/images/${path.basename(src)}?w=180&h=200`, cookie });
    expect(await dimensions(medium.rawPayload)).toEqual({ width: 256, height: 256, format: 'webp' });
    // …and imageUrl(src, { width: 180, height: 200 }) asks for the snapped square itself.
    const snapped = await ctx().request({ method: 'GET', url: `/api/images/${src}?w=256&h=256`, cookie });
    expect(await dimensions(snapped.rawPayload)).toEqual({ width: 256, height: 256, format: 'webp' });
    const large = await ctx().request({ method: 'GET', url: `/api/images/${src}?w=500&h=500`, cookie });
    expect(await dimensions(large.rawPayload)).toEqual({ width: 500, height: 500, format: 'webp' });
    const banner = await ctx().request({ method: 'GET', url: `/api/images/${path.basename(src)}?w=300&h=100`, cookie });
    expect(await dimensions(banner.rawPayload)).toEqual({ width: 150, height: 100, format: 'webp' });
    const original = await ctx().request({ method: 'GET', url: `/api/images/${path.basename(src)}`, cookie });
    expect(await dimensions(original.rawPayload)).toEqual({ width: 900, height: 600, format: 'webp' });
    const direct = await ctx().request({ method: 'GET', url: src, cookie });
    expect(direct.statusCode).toBe(200);
    expect(direct.rawPayload.equals(original.rawPayload)).toBe(true);
  });

  it('serves a view from its cache file once made, with an ETag', async () => {
    const cookie = await ctx().signIn('owner');
    const res = await upload(cookie, [{ name: 'pendant.png', bytes: await png(400, 400, { r: 30, g: 200, b: 30 }) }]);
    const { src } = res.json().photos[0];
    const hash = path.basename(src, '.webp');
    const url = `/api/images/${src}?w=256&h=256`;
    const first = await ctx().request({ method: 'GET', url, cookie });
    expect(first.statusCode).toBe(200);
    const cached = path.join(ctx().config.uploadsDir, 'cache', hash.slice(0, 2), `${hash}-256x256c.webp`);
    expect(existsSync(cached)).toBe(true);
    const marker = await png(10, 10);
    writeFileSync(cached, marker);
    const second = await ctx().request({ method: 'GET', url, cookie });
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await ctx().request({ method: 'GET', url, cookie, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a text file named photo.jpg with a field error in the language of the request', async () => {
    const cookie = await ctx().signIn('manager');
    const text = { name: 'photo.jpg', bytes: Buffer.from('not a photo at all\n'), type: 'image/jpeg' };
    const en = await upload(cookie, [text]);
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toMatchObject({
      code: 'validation.failed',
      fields: { photo: 'photo.jpg is not a photo: send a JPEG, PNG, WebP or AVIF image' },
    });
    const kh = await upload(cookie, [text], { 'accept-language': 'km-KH' });
    expect(kh.statusCode).toBe(400);
    expect(kh.json().error.fields).toEqual({ photo: 'photo.jpg មិនមែនជារូបថតទេ៖ សូមផ្ញើរូបភាព JPEG, PNG, WebP ឬ AVIF' });
  });

  it('refuses images that are not photos (SVG, GIF), and stores none of a batch with one refused', async () => {
    const cookie = await ctx().signIn('manager');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await upload(cookie, [{ name: 'logo.svg', bytes: svg, type: 'image/svg+xml' }])).statusCode).toBe(400);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } }).gif().toBuffer();
    expect((await upload(cookie, [{ name: 'anim.gif', bytes: gif }])).statusCode).toBe(400);
    const before = storedFiles();
    const mixed = await upload(cookie, [
      { name: 'good.png', bytes: await png(50, 40, { r: 77, g: 66, b: 55 }) },
      { name: 'notes.jpg', bytes: Buffer.from('hello') },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.fields).toEqual({ photo: 'notes.jpg is not a photo: send a JPEG, PNG, WebP or AVIF image' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 15 MB with a clear message, never a 500', async () => {
    const cookie = await ctx().signIn('manager');
    const res = await upload(cookie, [{ name: 'huge.jpg', bytes: randomBytes(maxPhotoBytes + 1), type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'uploads.photoTooLarge',
      message: 'huge.jpg is too large: a photo may be at most 15 MB',
      fields: { photo: 'huge.jpg is too large: a photo may be at most 15 MB' },
    });
  });

  it('refuses more than 10 files, no file at all, and other fields', async () => {
    const cookie = await ctx().signIn('manager');
    const tiny = await png(8, 8);
    const many = await upload(cookie, Array.from({ length: maxPhotosPerUpload + 1 }, (_, i) => ({ name: `${i}.png`, bytes: tiny })));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields).toEqual({ photo: 'At most 10 photos at a time' });
    const none = await ctx().request({ method: 'POST', url: '/api/platform/uploads', cookie, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ photo: 'Need at least a photo' });
    const empty = await upload(cookie, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ photo: 'Need at least a photo' });
    const other = await upload(cookie, [{ name: 'x.png', bytes: tiny, field: 'document' }]);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({ document: 'Unknown field' });
  });

  it('answers 404 for unknown or malformed sources, never leaving the uploads folder', async () => {
    const cookie = await ctx().signIn('owner');
    for (const url of [
      '/api/images/..%2F..%2Fetc%2Fpasswd',
      '/api/images/..%2F..%2Fetc%2Fpasswd?w=120&h=120',
      '/api/images/%2Fuploads%2F..%2F..%2Fetc%2Fpasswd',
      `/api/images/${'a'.repeat(64)}.webp`,
      `/api/images/${'a'.repeat(64)}.webp?w=120&h=120`,
      '/api/images/cache',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      `/uploads/${'b'.repeat(64)}.webp`,
    ]) {
      const res = await ctx().request({ method: 'GET', url, cookie });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    const badSize = await ctx().request({ method: 'GET', url: `/api/images/${'a'.repeat(64)}.webp?w=wide`, cookie });
    expect(badSize.statusCode).toBe(400);
  });

  it('needs a session to upload or view, and a same-site marker to upload', async () => {
    const bytes = await png(20, 20);
    expect((await upload(undefined, [{ name: 'a.png', bytes }])).statusCode).toBe(401);
    const cookie = await ctx().signIn('owner');
    const { src } = (await upload(cookie, [{ name: 'a.png', bytes }])).json().photos[0];
    expect((await ctx().request({ method: 'GET', url: `/api/images/${src}?w=120&h=120` })).statusCode).toBe(401);
    expect((await ctx().request({ method: 'GET', url: src })).statusCode).toBe(401);
    const { payload, contentType } = await multipart([{ name: 'a.png', bytes }]);
    const crossSite = await ctx().app.inject({
      method: 'POST',
      url: '/api/platform/uploads',
      payload,
      headers: { 'content-type': contentType, cookie },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
