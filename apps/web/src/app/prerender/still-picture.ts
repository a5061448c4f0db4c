/*
 * What turns React's first screen into index.html's static first paint (docs/decisions/023): the
 * build applies these to the components' own markup, and lib/boot/shell.test.tsx to what React
 * draws in the app, so the two are made by one implementation. DOM only, no React: the build
 * runs them on a jsdom document, the tests on their own.
 */

/** The controls a still picture shows without them working: nothing to focus or type in yet. */
const CONTROLS = 'button, input, select, label';

/**
 * A picture of `root`'s form controls until the app is there to answer them: each button, field,
 * chooser and label becomes an aria-hidden span with the same classes (the same look and box:
 * their classes set their display), a chooser showing its chosen option; a form becomes a div.
 * Links stay working links.
 */
export function stillPicture(root: Element): Element {
  const doc = root.ownerDocument;
  const spanLike = (el: Element, tag: string) => {
    const picture = doc.createElement(tag);
    const classes = el.getAttribute('class');
    if (classes !== null) picture.setAttribute('class', classes);
    return picture;
  };
  for (const form of Array.from(root.querySelectorAll('form'))) {
    const div = spanLike(form, 'div');
    div.append(...Array.from(form.childNodes));
    form.replaceWith(div);
  }
  for (const control of Array.from(root.querySelectorAll(CONTROLS))) {
    const span = spanLike(control, 'span');
    span.setAttribute('aria-hidden', 'true');
    if (control.tagName === 'SELECT') {
      const chosen = control.querySelector('option[selected]') ?? control.querySelector('option');
      span.textContent = chosen?.textContent ?? '';
    } else if (control.tagName !== 'INPUT') span.append(...Array.from(control.childNodes));
    control.replaceWith(span);
  }
  return root;
}

/** Removes from `root` everything that is neither one of `kept`, inside one, nor on the way to one. */
export function keepOnly(root: Element, kept: Element[]): Element {
  for (const node of Array.from(root.childNodes)) {
    if (kept.includes(node as Element)) continue;
    if (kept.some((el) => node.contains(el))) keepOnly(node as Element, kept);
    else node.remove();
  }
  return root;
}

/** The text the boot script replaces in a slot (boot.ts): the element's first non-blank text of its own. */
export const slotText = (el: Element) =>
  Array.from(el.childNodes).find((node) => node.nodeType === 3 && node.nodeValue?.trim());

/**
 * Names as `data-slot` every element under `root` whose own text is one of `texts` (slot name →
 * text), for the boot script to fill with her texts. Throws when a slot has no element: the boot
 * script shows the copy only when it can fill every slot, so it would never show.
 */
export function markSlots(root: Element, texts: Record<string, string>): Element {
  const elements = Array.from(root.querySelectorAll('*'));
  for (const [slot, text] of Object.entries(texts)) {
    const found = elements.filter((el) => slotText(el)?.nodeValue?.trim() === text.trim());
    if (found.length === 0) throw new Error(`first paint: no element shows the ${slot} slot's text "${text}"`);
    for (const el of found) el.setAttribute('data-slot', slot);
  }
  return root;
}
