import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LOCK_FILE = 'bloom.lock';
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database must have one owner: two PGlite instances on one folder corrupt it.
 * Takes `DATA_DIR/bloom.lock` (atomically), replacing a lock left by a crashed process, and
 * returns its release. Refuses with a message an operator can act on.
 */
export function lockDataDir(dir: string): () => void {
  const key = resolve(dir);
  const path = join(dir, LOCK_FILE);
  const refuse = (owner: string) =>
    new Error(
      `The embedded database in ${dir} is in use by ${owner}. Stop that BLOOM server (or the admin ` +
        `command) first, or give this one its own DATA_DIR. If no BLOOM process is running, delete ${path}.`,
    );
  if (heldHere.has(key)) throw refuse('this process');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(key);
      return () => {
        heldHere.delete(key);
        rmSync(path, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw refuse(`process ${pid}`);
      // Left behind by a process that is gone (crash, SIGKILL): take it over.
      rmSync(path, { force: true });
    }
  }
  throw refuse('another process');
}
