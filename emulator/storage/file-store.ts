import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keyConflict } from './errors';
import { checkBucketId, resolveInside } from './path-safety';

const CONFLICT_CODES = new Set(['ENOTDIR', 'EISDIR', 'EEXIST', 'ENOTEMPTY']);

function errno(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | null)?.code;
}

/**
 * Object bytes on disk at `<root>/<bucket>/<key>`. Every write goes to a temp file under
 * `<root>/.tmp` and is renamed into place, so a reader never sees a partial file.
 */
export class FileStore {
  readonly root: string;
  private readonly tmpDir: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.tmpDir = path.join(this.root, '.tmp');
  }

  pathOf(bucket: string, key: string): string {
    return resolveInside(this.root, bucket, key);
  }

  async write(bucket: string, key: string, data: Uint8Array): Promise<void> {
    const target = this.pathOf(bucket, key);
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, randomUUID());
    try {
      await writeFile(tmp, data);
      await this.place(tmp, target);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  async copy(fromBucket: string, fromKey: string, toBucket: string, toKey: string): Promise<void> {
    const source = this.pathOf(fromBucket, fromKey);
    const target = this.pathOf(toBucket, toKey);
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, randomUUID());
    try {
      await copyFile(source, tmp);
      await this.place(tmp, target);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  async move(fromBucket: string, fromKey: string, toBucket: string, toKey: string): Promise<void> {
    const source = this.pathOf(fromBucket, fromKey);
    await this.place(source, this.pathOf(toBucket, toKey));
    await this.prune(path.dirname(source), fromBucket);
  }

  /** The bytes of an object, or undefined when its file is missing. */
  async read(bucket: string, key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(bucket, key));
    } catch (e) {
      if (errno(e) === 'ENOENT') return undefined;
      throw e;
    }
  }

  async remove(bucket: string, key: string): Promise<void> {
    const target = this.pathOf(bucket, key);
    try {
      await unlink(target);
    } catch (e) {
      if (errno(e) !== 'ENOENT') throw e;
    }
    await this.prune(path.dirname(target), bucket);
  }

  async removeBucket(bucket: string): Promise<void> {
    await rm(path.join(this.root, checkBucketId(bucket)), { recursive: true, force: true });
  }

  private async place(from: string, target: string): Promise<void> {
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(from, target);
    } catch (e) {
      if (CONFLICT_CODES.has(errno(e) ?? '')) throw keyConflict();
      throw e;
    }
  }

  /** Removes now-empty folders from `dir` up to (not including) the bucket folder. */
  private async prune(dir: string, bucket: string): Promise<void> {
    const stop = path.join(this.root, checkBucketId(bucket));
    for (let d = dir; d.startsWith(stop + path.sep); d = path.dirname(d)) {
      try {
        await rmdir(d);
      } catch {
        return;
      }
    }
  }
}
