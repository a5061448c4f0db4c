import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from '../../app/routes/loading-screen.tsx';
import { LoginForm } from '../../features/accounts/components/login-form.tsx';
import { renderWithApp } from '../../testing/render.tsx';

// index.html's static first paint copies what React draws first (docs/decisions/008); when the
// two differ, the page changes under the visitor's eyes as the app starts (and may shift).
const html = readFileSync('apps/web/index.html', 'utf8');
const shell = new DOMParser().parseFromString(html, 'text/html');

/** An element as comparable text: tag, sorted attributes (less `skip`), children; no whitespace. */
function shape(el: Element, skip: string[] = []): string {
  const attrs = el
    .getAttributeNames()
    .filter((n) => !skip.includes(n))
    .sort()
    .map((n) => {
      const value = el.getAttribute(n) ?? '';
      return n === 'class'
        ? `class="${value
            .split(/\s+/)
            .filter((c) => !c.startsWith('boot-'))
            .join(' ')}"`
        : `${n}="${value}"`;
    });
  const children = Array.from(el.childNodes)
    .map((node) =>
      node.nodeType === node.ELEMENT_NODE
        ? shape(node as Element, skip)
        : (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
    )
    .filter(Boolean);
  return `<${el.tagName.toLowerCase()} ${attrs.join(' ')}>${children.join('')}</>`;
}

describe("index.html's first paint", () => {
  it('has the loading screen React shows first when a session token is stored', () => {
    const { container } = render(<LoadingScreen />);
    expect(shape(shell.querySelector('.boot-loading')!)).toBe(shape(container.firstElementChild!));
  });

  it('has the login card, with a still picture of the form, where the signed-out screen is the login form', () => {
    const { container } = renderWithApp(
      <Routes>
        <Route path="/login" element={<LoginForm />} />
      </Routes>,
      { path: '/login' },
    );
    const card = shell.querySelector('main.boot-login')!;
    const real = container.querySelector('main')!;
    // The frame, the wordmark, the heading and the line under it are the same elements.
    expect(shape(card, ['id']).split('<div')[0]).toBe(shape(real).split('<div')[0]);
    const [shellCard, realCard] = [card.firstElementChild!, real.firstElementChild!];
    expect(shellCard.className).toBe(realCard.className);
    for (const i of [0, 1, 2]) expect(shape(shellCard.children[i]!)).toBe(shape(realCard.children[i]!));
    // The form's picture: the same labels, boxes as tall as the fields, the same button; the
    // link under it is a working one.
    const picture = shellCard.children[3]!;
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    expect(Array.from(picture.querySelectorAll('span.block.text-sm')).map((l) => l.textContent)).toEqual(
      Array.from(real.querySelectorAll('label')).map((l) => l.textContent),
    );
    for (const label of ['Email', 'Password']) expect(screen.getByLabelText(label)).toHaveClass('min-h-11');
    expect(picture.querySelectorAll('span.min-h-11.border')).toHaveLength(2);
    // The password field's show/hide eye, in its place.
    expect(picture.querySelector('svg path')!.getAttribute('d')).toBe(
      real.querySelector('button[aria-pressed] svg path')!.getAttribute('d'),
    );
    expect(picture.lastElementChild!.textContent).toBe(screen.getByRole('button', { name: 'Sign In' }).textContent);
    // (React Router marks its links for its own use: data-discover.)
    expect(shape(shellCard.lastElementChild!)).toBe(shape(realCard.lastElementChild!, ['data-discover']));
  });

  it('shows neither copy to anyone while hidden, and no script of its own', () => {
    expect(shell.querySelectorAll('#root script, [onload], [onclick], [style]')).toHaveLength(0);
    expect(shell.querySelector('#root')!.children).toHaveLength(2);
  });
});
