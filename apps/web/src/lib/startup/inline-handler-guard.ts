/** An attribute such as onload, onerror or onclick: inline script the CSP already refuses to run. */
const isHandlerAttribute = (name: string) => /^on[a-z]/i.test(name);

const carriesHandler = (el: Element) => el.getAttributeNames().some(isHandlerAttribute);

/** Removes `root` if it carries an inline handler, else every descendant that does. */
function sweep(root: Element) {
  if (carriesHandler(root)) {
    root.remove();
    return;
  }
  for (const el of Array.from(root.querySelectorAll('*'))) if (carriesHandler(el)) el.remove();
}

/**
 * Defence in depth behind the CSP (spec §9): any element that appears with an inline event
 * handler attribute, or gets one later, is removed. The app itself never writes one (React
 * attaches listeners), so only injected markup is affected. Returns the observer's stop.
 */
export function guardInlineHandlers(doc: Document = document): () => void {
  sweep(doc.documentElement);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.attributeName && isHandlerAttribute(record.attributeName) && record.target instanceof Element) {
          if (record.target.hasAttribute(record.attributeName)) record.target.remove();
        }
        continue;
      }
      for (const node of Array.from(record.addedNodes)) if (node instanceof Element) sweep(node);
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true });
  return () => observer.disconnect();
}
