import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('../shell/http', () => ({ api: { post: (...args: unknown[]) => post(...args) } }));

const { photoSources, uploadPhotos, uploadPhotosPath } = await import('./upload-photos');

const file = (name: string) => new File([name], name, { type: 'image/jpeg' });
/** Answers like the server: one stored source per file sent. */
const answer = (form: FormData) => ({
  photos: form.getAll('photo').map((f) => ({ src: `/uploads/${(f as File).name}.webp`, width: 1, height: 1, bytes: 1 })),
});

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (_path: string, form: FormData) => answer(form));
});

describe('uploadPhotos', () => {
  it('posts the files as multipart under "photo", at most 10 a request, and keeps their order', async () => {
    const files = Array.from({ length: 12 }, (_, i) => file(`p${i}`));
    const sources = await uploadPhotos(files);
    expect(sources).toEqual(files.map((f) => `/uploads/${f.name}.webp`));
    expect(post).toHaveBeenCalledTimes(2);
    const [path, form] = post.mock.calls[0]! as [string, FormData];
    expect(path).toBe(uploadPhotosPath);
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('photo')).toHaveLength(10);
    expect((post.mock.calls[1]![1] as FormData).getAll('photo')).toHaveLength(2);
  });
});

describe('photoSources', () => {
  it('uploads the files of a photo field and keeps sources where they stand', async () => {
    const a = file('a');
    const b = file('b');
    expect(await photoSources(['/uploads/old.webp', a, 'https://cdn.example.com/x.jpg', b])).toEqual([
      '/uploads/old.webp',
      '/uploads/a.webp',
      'https://cdn.example.com/x.jpg',
      '/uploads/b.webp',
    ]);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when there is no new file, and a file only once', async () => {
    expect(await photoSources(['/uploads/old.webp'])).toEqual(['/uploads/old.webp']);
    const c = file('c');
    await photoSources([c, c]);
    expect(await photoSources([c])).toEqual(['/uploads/c.webp']);
    expect(post).toHaveBeenCalledTimes(1);
    expect((post.mock.calls[0]![1] as FormData).getAll('photo')).toHaveLength(1);
  });

  it('lets a refused upload fail the submit', async () => {
    post.mockRejectedValueOnce(new Error('refused'));
    await expect(photoSources([file('d')])).rejects.toThrow('refused');
  });
});
