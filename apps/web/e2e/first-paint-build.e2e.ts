import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// index.html's first paints are drawn at build time by the app's components (build/first-paint.ts,
// docs/decisions/023): the source holds only their place, the built file holds all three.
const source = readFileSync('apps/web/index.html', 'utf8');
const built = readFileSync('apps/web/dist/index.html', 'utf8');
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));

describe("the built index.html's first paint", () => {
  it('is drawn by the build in the place the source keeps for it', () => {
    expect(root(source)).toMatch(/^<div id="root"><!--bloom:first-paint--><\/div>\s*<script type="module"/);
    expect(source).not.toContain('boot-');
    expect(built).not.toContain('bloom:first-paint');
  });

  it('holds the loading screen, the login card and her home page with its slots, in English', () => {
    const paint = root(built);
    for (const name of ['boot-loading', 'boot-login', 'boot-home']) {
      expect(paint.match(new RegExp(`class="${name} `, 'g')), name).toHaveLength(1);
    }
    expect(paint).toContain('>Loading...<');
    expect(paint).toContain('>Welcome back to BLOOM</h1>');
    // Her initials in the top bar and the header, her greeting, the hero's five texts and her
    // baby's six (its card a part the boot script may leave out).
    expect(paint.match(/data-slot="[a-zA-Z]+"/g)).toHaveLength(14);
    expect(paint.match(/data-part="baby"/g)).toHaveLength(1);
  });

  it('runs no script but the boot script, and nothing on the page can be typed in or pressed yet', () => {
    expect(built.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script src="\/assets\/boot-[\w-]+\.js">$/),
    ]);
    expect(root(built)).not.toMatch(/<(?:form|button|input|select|textarea|label)\b|\son[a-z]+=|\sstyle=/);
  });
});
