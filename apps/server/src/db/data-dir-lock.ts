import { closeSync, existsSync, openSync, readFileSync, readlinkSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LOCK_FILE = 'bloom.lock';
const heldHere = new Set<string>();
const hasProc = existsSync('/proc/self/stat');

interface Owner {
  pid: number;
  /** Start time of the process (field 22 of /proc/<pid>/stat, clock ticks since boot); Linux only. */
  startTime?: string;
}

/**
 * State and start time of a process from /proc/<pid>/stat, or undefined when there is no such
 * process. The command name (field 2) may hold spaces and parentheses, so fields are counted
 * from the last ')'.
 */
function procStat(pid: number | 'self'): { state: string; startTime: string } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state), so field 22 (starttime) is fields[19].
  const [state, startTime] = [fields[0], fields[19]];
  return state && startTime ? { state, startTime } : undefined;
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A BLOOM server or admin command is a Node process: the same executable as this one. */
function runsNode(pid: number): boolean {
  try {
    return readlinkSync(`/proc/${pid}/exe`) === readlinkSync('/proc/self/exe');
  } catch {
    return false;
  }
}

/**
 * Whether the process that wrote the lock still runs. A zombie (killed, not yet reaped by its
 * parent or supervisor) is gone; so is a live process that only reuses the pid: its start time
 * differs or, for a lock written without one, it is not a Node process.
 */
function stillHolds(owner: Owner): boolean {
  if (owner.pid === process.pid) return false; // a lock of an earlier life of this pid (containers)
  if (!hasProc) return signalable(owner.pid); // no /proc (macOS, Windows): best effort
  const stat = procStat(owner.pid);
  if (!stat || stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false;
  if (owner.startTime !== undefined) return stat.startTime === owner.startTime;
  return runsNode(owner.pid);
}

/** Reads `pid start-time` (or a bare pid, as written by earlier versions). */
function parseOwner(text: string): Owner | undefined {
  const [pidText, startTime] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return startTime ? { pid, startTime } : { pid };
}

function readLock(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * The embedded database must have one owner: two PGlite instances on one folder corrupt it.
 * Takes `DATA_DIR/bloom.lock` (atomically), replacing a lock left by a process that is gone
 * (crash, SIGKILL, even while it is still an unreaped zombie), and returns its release.
 * Refuses with a message an operator can act on.
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
  const self = procStat('self');
  const content = self ? `${process.pid} ${self.startTime}\n` : `${process.pid}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      try {
        writeSync(fd, content);
      } finally {
        closeSync(fd);
      }
      heldHere.add(key);
      return () => {
        heldHere.delete(key);
        rmSync(path, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const found = readLock(path);
      if (found === undefined) continue; // released meanwhile
      const owner = parseOwner(found);
      if (owner && stillHolds(owner)) throw refuse(`process ${owner.pid}`);
      // Left behind by a process that is gone: take it over, unless another starter already
      // replaced it with its own lock in the meantime.
      if (readLock(path) === found) rmSync(path, { force: true });
    }
  }
  throw refuse('another process');
}
