import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownMessage, safeUrl } from './markdown-message.tsx';

const show = (text: string) => render(<MarkdownMessage text={text} idPrefix="m1" />).container;

describe('Markdown replies: safety (spec §4)', () => {
  it('shows raw HTML as the characters it is', () => {
    const box = show('Hello <b>bold</b> and <script>alert(1)</script>\n\n<div onclick="x()">block</div>');
    expect(box.querySelector('b, script, div[onclick]')).toBeNull();
    expect(box).toHaveTextContent('Hello <b>bold</b> and <script>alert(1)</script>');
    expect(box).toHaveTextContent('<div onclick="x()">block</div>');
  });

  it('blanks javascript:, data: and other schemes, keeping the words as plain text', () => {
    const box = show(
      '[one](javascript:alert(1)) [two](data:text/html;base64,PHNjcmlwdD4=) [three](vbscript:x) [four](tel:911) [five](/admin)',
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(box.querySelector('[href]')).toBeNull();
    expect(box).toHaveTextContent('one two three four five');
  });

  it.each([
    'https://www.cdc.gov/pregnancy',
    'http://example.org',
    'mailto:help@bloom.example',
    'irc://irc.example/x',
    'ircs://irc.example/x',
    'xmpp:bloom@example.org',
  ])('keeps an allowed %s link, opening in a new tab without opener or referrer', (url) => {
    show(`See [the source](${url}).`);
    const link = screen.getByRole('link', { name: /the source/ });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('allows only the spec’s schemes in its URL check', () => {
    expect(safeUrl(' JavaScript:alert(1)')).toBe('');
    expect(safeUrl('data:image/png;base64,AAAA')).toBe('');
    expect(safeUrl('HTTPS://CDC.GOV')).toBe('HTTPS://CDC.GOV');
    expect(safeUrl('#user-content-fn-1')).toBe('#user-content-fn-1');
  });

  it('never loads an image from elsewhere: its description shows instead', () => {
    const box = show('![a tracking pixel](https://tracker.example/p.png)');
    expect(box.querySelector('img')).toBeNull();
    expect(box).toHaveTextContent('a tracking pixel');
  });
});

describe('Markdown replies: GFM', () => {
  it('renders paragraphs, bold and lists', () => {
    show('**Fully cooked** fish is fine.\n\n- salmon\n- shrimp\n\n1. cook\n2. eat');
    expect(screen.getByText('Fully cooked').tagName).toBe('STRONG');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['salmon', 'shrimp', 'cook', 'eat']);
  });

  it('renders a table', () => {
    show('| Food | Verdict |\n| --- | --- |\n| Sushi (raw) | Avoid |\n| California roll | Safe |');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Food', 'Verdict']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Sushi (raw)' })).toBeInTheDocument();
  });

  it('puts a table in a box that scrolls sideways and can be reached with the keyboard (issue 33)', () => {
    show('| Food | Verdict |\n| --- | --- |\n| Sushi (raw) | Avoid |');
    const box = screen.getByRole('region', { name: 'Table' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveClass('overflow-x-auto');
    expect(box).toContainElement(screen.getByRole('table'));
  });

  it('renders strikethrough', () => {
    show('Eat for two ~~myth~~ fact.');
    expect(screen.getByText('myth').tagName).toBe('DEL');
  });

  it('renders a task list with read-only, labelled boxes', () => {
    show('- [x] Book the scan\n- [ ] Pack the bag');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).not.toBeChecked();
    for (const box of boxes) expect(box).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Done' })).toBeChecked();
  });

  it('renders footnotes that jump within the message, with ids unique to it', () => {
    const box = show('Listeria is a risk.[^1]\n\n[^1]: CDC, Listeria and pregnancy.');
    const ref = screen.getByRole('link', { name: '1' });
    expect(ref.getAttribute('href')).toBe('#m1-fn-1');
    expect(ref).not.toHaveAttribute('target');
    expect(box.querySelector('#m1-fn-1')).toHaveTextContent('CDC, Listeria and pregnancy.');
    expect(box.querySelector('section[data-footnotes]')).not.toBeNull();
  });
});

describe('Markdown replies: headings', () => {
  it('starts a reply’s headings at h2, under the page’s h1', () => {
    show('# Big\n\n### Foods to avoid\n\n#### Fish');
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H2', 'Big'],
      ['H2', 'Foods to avoid'],
      ['H3', 'Fish'],
    ]);
  });
});
