import { describe, expect, it } from 'vitest';
import { allowedLinks, citesAllowedLink, isAllowedLink, stripForeignLinks, StreamingLinkFilter } from './links.ts';

const SOURCE = 'https://www.cdc.gov/pregnancy/about/index.html';
const allowed = allowedLinks([SOURCE, 'https://www.fda.gov/food/people-risk-foodborne-illness']);

describe('links in a model answer', () => {
  it('matches a source whatever its scheme, www., trailing slash or fragment', () => {
    expect(isAllowedLink(SOURCE, allowed)).toBe(true);
    expect(isAllowedLink('http://cdc.gov/pregnancy/about/index.html#safety', allowed)).toBe(true);
    expect(isAllowedLink('https://www.cdc.gov/pregnancy/about/index.html/', allowed)).toBe(true);
    expect(isAllowedLink('https://www.cdc.gov/pregnancy/', allowed)).toBe(false);
    expect(isAllowedLink('https://cdc.gov.evil.example/pregnancy/about/index.html', allowed)).toBe(false);
    expect(isAllowedLink('javascript:alert(1)', allowed)).toBe(false);
  });

  it.each([
    [`Read [the CDC page](${SOURCE}).`, `Read [the CDC page](${SOURCE}).`],
    [`Read [the CDC page](${SOURCE} "CDC").`, `Read [the CDC page](${SOURCE} "CDC").`],
    ['Read [this blog](https://blog.example/fish).', 'Read this blog.'],
    ['Click [here](javascript:alert(1)) now', 'Click here now'],
    ['See https://spam.example/buy?x=1, then rest.', 'See , then rest.'],
    [`See ${SOURCE}, then rest.`, `See ${SOURCE}, then rest.`],
    ['Or <https://bad.example/x> or <mailto:a@b.example>.', 'Or  or .'],
    ['Visit www.tracker.example today', 'Visit  today'],
    ['Write to quack@fake.example please', 'Write to  please'],
    ['![pixel](https://evil.example/p.png) ok', 'pixel ok'],
    [`![chart](${SOURCE})`, 'chart'],
    ['No links at all, just [brackets] and a < sign.', 'No links at all, just [brackets] and a < sign.'],
  ])('%s → %s', (input, output) => {
    expect(stripForeignLinks(input, allowed)).toBe(output);
  });

  it('knows whether an answer cites a source', () => {
    expect(citesAllowedLink(`See [CDC](${SOURCE}).`, allowed)).toBe(true);
    expect(citesAllowedLink(`See ${SOURCE}.`, allowed)).toBe(true);
    expect(citesAllowedLink('See [blog](https://blog.example).', allowed)).toBe(false);
    expect(citesAllowedLink(`![img](${SOURCE})`, allowed)).toBe(false);
  });
});

describe('the streaming link filter', () => {
  const answers = [
    `Salmon is safe when cooked ([CDC guidance on fish](${SOURCE})). Avoid [this shop](https://shop.example/a?b=c) and https://spam.example/x.\n\n- one\n- two <https://bad.example/y> and <${SOURCE}>`,
    'Plain words only, with a comma, and a < sign that never closes and [a bracket that never closes',
    `A [link split over\nlines](https://x.example) then ${SOURCE}. Mail x@y.example now.`,
    `Ends with a link [CDC](${SOURCE})`,
  ];
  // A small deterministic pseudo-random generator, so a failure can be replayed.
  const random = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };

  it('lets through, piece by piece, exactly what filtering the whole answer gives, however it is split', () => {
    for (const text of answers) {
      const whole = stripForeignLinks(text, allowed);
      for (let seed = 1; seed <= 200; seed++) {
        const next = random(seed);
        const filter = new StreamingLinkFilter(allowed);
        let out = '';
        for (let i = 0; i < text.length;) {
          const size = 1 + Math.floor(next() * 12);
          out += filter.push(text.slice(i, i + size));
          i += size;
        }
        out += filter.end();
        expect(out, `seed ${seed}`).toBe(whole);
      }
    }
  });

  it('never shows any part of a foreign link before it is taken out', () => {
    const filter = new StreamingLinkFilter(allowed);
    let shown = '';
    for (const piece of ['Read [this', ' shop](https://sh', 'op.example/a) and ', 'https://spam', '.example/x ok']) {
      shown += filter.push(piece);
      expect(shown).not.toMatch(/shop\.example|spam|\]\(/);
    }
    shown += filter.end();
    expect(shown).toBe('Read this shop and  ok');
  });
});
