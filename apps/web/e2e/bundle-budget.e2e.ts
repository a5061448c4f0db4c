import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Quality bars: JavaScript loaded by /login ≤ 150 KB gzip; any lazily loaded chunk ≤ 100 KB.
const LOGIN_BUDGET = 150 * 1024;
const CHUNK_BUDGET = 100 * 1024;
const dist = 'apps/web/dist';
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

describe('bundle budget of the built web app', () => {
  it('keeps the JavaScript /login loads under 150 KB gzip', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    // The entry script and the modules it preloads are what the login screen downloads.
    const loaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(loaded.length).toBeGreaterThan(0);
    const total = loaded.reduce((sum, file) => sum + gz(file), 0);
    expect(total, `login JavaScript: ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  it('keeps every lazily loaded chunk under 100 KB gzip', () => {
    const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const heavy = chunks
      .map((f) => [f, gz(`assets/${f}`)] as const)
      .filter(([f, size]) => !f.startsWith('index-') && size > CHUNK_BUDGET);
    expect(heavy).toEqual([]);
  });
});
