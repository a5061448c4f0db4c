import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

const cli = fileURLToPath(new URL('../cli/admin.ts', import.meta.url));

/** Field 3 (state) and field 22 (start time) of /proc/<pid>/stat. */
function procStat(pid: number) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0]!, startTime: fields[19]! };
}

const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  }
});

/** Spawns a long-running process; resolves with it once its first line of output arrived. */
function run(command: string, args: string[]): Promise<{ child: ChildProcess; firstLine: string }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve({ child, firstLine: out.split('\n')[0]! });
    });
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}`)));
  });
}

/**
 * A real zombie: `sh` starts a child that exits shortly, then becomes `sleep`, which never reaps
 * it, as a supervisor that restarts the server before it has waited for the old one. (A child that
 * exited at once could be reaped by `sh` itself before the `exec`, leaving no zombie.)
 */
async function zombie(): Promise<number> {
  const { firstLine } = await run('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 60']);
  const pid = Number(firstLine);
  await expect.poll(() => procStat(pid).state, { timeout: 10_000 }).toBe('Z');
  return pid;
}

/** A live process that is not BLOOM (nor Node). */
async function otherProcess(): Promise<number> {
  const { child } = await run('sh', ['-c', 'echo ready; exec sleep 60']);
  await expect.poll(() => readFileSync(`/proc/${child.pid}/cmdline`, 'utf8')).toContain('sleep');
  return child.pid!;
}

describe('one owner per embedded database folder', () => {
  it('refuses a second opener in this process and in another process, and frees the folder on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bloom-lock-'));
    try {
      const db = await openPglite({ dataDir });
      await expect(openPglite({ dataDir })).rejects.toThrow(/in use by this process/);

      const other = spawnSync(process.execPath, [cli, 'create', 'ops@example.com'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(other.status).toBe(1);
      expect(other.stderr).toContain(`is in use by process ${process.pid}`);

      await db.close();
      expect(existsSync(join(dataDir, 'bloom.lock'))).toBe(false);
      const again = await openPglite({ dataDir });
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('takes over a lock left by a process that no longer runs, and writes its own pid', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bloom-lock-'));
    const lock = join(dataDir, 'bloom.lock');
    try {
      // PIDs are capped well below this on Linux, so it cannot belong to a live process.
      writeFileSync(lock, '999999999');
      const release = lockDataDir(dataDir);
      expect(readFileSync(lock, 'utf8').trim().split(/\s+/)[0]).toBe(String(process.pid));
      expect(() => lockDataDir(dataDir)).toThrow(/in use by this process/);
      release();
      expect(existsSync(lock)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.platform === 'linux')('who holds the lock, on Linux', () => {
  let dataDir: string;
  let lock: string;
  const withLock = async (content: string, check: () => void) => {
    dataDir = mkdtempSync(join(tmpdir(), 'bloom-lock-'));
    lock = join(dataDir, 'bloom.lock');
    try {
      writeFileSync(lock, content);
      check();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const takesOver = () => {
    const release = lockDataDir(dataDir);
    expect(readFileSync(lock, 'utf8')).toBe(`${process.pid} ${procStat(process.pid).startTime}\n`);
    release();
  };

  it('records its pid and start time, and the lock is readable by its owner only', async () => {
    await withLock('999999999', () => {
      const release = lockDataDir(dataDir);
      try {
        expect(readFileSync(lock, 'utf8')).toBe(`${process.pid} ${procStat(process.pid).startTime}\n`);
        expect(statSync(lock).mode & 0o777).toBe(0o600);
      } finally {
        release();
      }
    });
  });

  it('treats a killed owner that is still an unreaped zombie as gone', async () => {
    const pid = await zombie();
    await withLock(`${pid} ${procStat(pid).startTime}\n`, takesOver);
  });

  it('treats a live process that only reuses the pid (another start time) as not the owner', async () => {
    const pid = await otherProcess();
    const startTime = procStat(pid).startTime;
    await withLock(`${pid} ${Number(startTime) - 1}\n`, takesOver);
    // The same pid with its real start time is the owner.
    await withLock(`${pid} ${startTime}\n`, () => {
      expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${pid}`);
      expect(readFileSync(lock, 'utf8')).toBe(`${pid} ${startTime}\n`);
    });
  });

  it('reads a lock of an earlier version (pid only): a live process that is not Node does not hold it', async () => {
    const pid = await otherProcess();
    await withLock(String(pid), takesOver);

    const { child } = await run(process.execPath, ['-e', 'console.log("ready"); setInterval(() => {}, 1000)']);
    await withLock(String(child.pid), () => {
      expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${child.pid}`);
    });
  });
});
