import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** The folders the global setup names for this run's shared builds (made lazily, removed at its teardown). */
export type RunFolder = 'appBuild' | 'startedShop';

/**
 * Where this run keeps a shared build: the global setup's folder, or, in a run
 * without it (another vitest config), one of this worker's own.
 */
export function runFolder(name: RunFolder, fallback: () => string): string {
  return inject('runFolders')?.[name] ?? fallback();
}

/**
 * Builds `folder` once for the whole run, however many workers ask at once:
 * the first one to make `<folder>.lock` builds into `<folder>.partial` and
 * renames it (a whole build appears at once); the others wait for the folder,
 * or for `<folder>.failed` and its reason. Built lazily, by the first test
 * that needs it: a run of files that need none pays nothing.
 */
export async function buildOncePerRun(folder: string, build: (partial: string) => Promise<void>, timeoutMs = 300_000): Promise<string> {
  if (existsSync(folder)) return folder;
  const failed = `${folder}.failed`;
  let builder = false;
  // Its parent may not be there yet: on a fresh clone `dist/` comes with the first build.
  mkdirSync(path.dirname(folder), { recursive: true });
  try {
    mkdirSync(`${folder}.lock`);
    builder = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (builder) {
    const partial = `${folder}.partial`;
    try {
      rmSync(partial, { recursive: true, force: true });
      await build(partial);
      renameSync(partial, folder);
      return folder;
    } catch (error) {
      writeFileSync(failed, (error as Error).stack ?? String(error));
      throw error;
    }
  }
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(folder)) {
    if (existsSync(failed)) throw new Error(`building ${folder} failed in another worker: ${readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`${folder} not built after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return folder;
}
