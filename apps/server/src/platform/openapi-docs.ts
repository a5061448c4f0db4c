import type { OpenAPIV3_1 } from 'openapi-types';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

type Ref = { $ref: string };
const isRef = (value: unknown): value is Ref => typeof value === 'object' && value !== null && '$ref' in value;

/** A `#/components/...` reference of the same document, looked up; anything else as it is. */
function resolve<T>(doc: OpenAPIV3_1.Document, value: T | Ref): T {
  if (!isRef(value)) return value;
  let node: unknown = doc;
  for (const key of value.$ref.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown>)[key];
  return node as T;
}

function schemaBlock(label: string, schema: unknown) {
  if (schema === undefined) return '';
  return `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function contentSchemas(content: Record<string, OpenAPIV3_1.MediaTypeObject> | undefined, label: string) {
  return Object.entries(content ?? {})
    .map(([type, media]) => schemaBlock(`${label} (${type})`, media.schema))
    .join('');
}

function operationHtml(
  doc: OpenAPIV3_1.Document,
  method: string,
  path: string,
  op: OpenAPIV3_1.OperationObject,
): string {
  const signedIn = (op.security ?? doc.security ?? []).length > 0;
  const parameters = (op.parameters ?? []).map((p) => resolve<OpenAPIV3_1.ParameterObject>(doc, p));
  const body = op.requestBody ? resolve<OpenAPIV3_1.RequestBodyObject>(doc, op.requestBody) : undefined;
  const responses = Object.entries(op.responses ?? {}).map(([status, r]) => {
    const response = resolve<OpenAPIV3_1.ResponseObject>(doc, r);
    return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description)}${
      status.startsWith('2') ? contentSchemas(response.content, 'Body') : ''
    }</li>`;
  });
  return [
    `<article id="${escapeHtml(op.operationId ?? `${method}-${path}`)}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(op.summary ?? '')}</p>`,
    `<p class="meta">operationId <code>${escapeHtml(op.operationId ?? '')}</code> · ${
      signedIn ? 'needs a session (<code>Authorization: Bearer &lt;token&gt;</code>)' : 'public'
    }</p>`,
    parameters.length
      ? `<ul class="params">${parameters
          .map(
            (p) =>
              `<li><code>${escapeHtml(p.name)}</code> in ${escapeHtml(p.in)}${p.required ? ', required' : ''}${
                p.description ? ` — ${escapeHtml(p.description)}` : ''
              }</li>`,
          )
          .join('')}</ul>`
      : '',
    body ? contentSchemas(body.content, 'Request body') : '',
    `<ul class="responses">${responses.join('')}</ul>`,
    `</article>`,
  ].join('');
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#2d2233;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{color:#8e3b66}h2{border-bottom:1px solid #e7d9e4;padding-bottom:.25rem;margin-top:2.5rem}
article{border:1px solid #e7d9e4;border-radius:.5rem;padding:.25rem 1rem;margin:1rem 0}
h3{font-size:1rem;margin:.75rem 0 .25rem}
.method{display:inline-block;min-width:4.5rem;font:600 .8rem/1.6 ui-monospace,monospace;color:#fff;background:#5b4a68;border-radius:.25rem;text-align:center}
.get{background:#1f6f50}.post{background:#3b5ba8}.patch,.put{background:#8a5a00}.delete{background:#a32a3a}
.meta{color:#5b4a68;font-size:.9rem;margin:0}
pre{background:#f7f2f6;padding:.5rem;overflow:auto;font-size:.8rem}
nav ul{columns:12rem;padding-left:1rem}
@media (prefers-color-scheme:dark){body{background:#1d1720;color:#f1e9f0}article,h2{border-color:#4a3b52}pre{background:#2a2230}.meta{color:#cdbfd3}h1{color:#f0a6cc}a{color:#f0a6cc}}
`;

/**
 * The reference page: every operation of the document, grouped by tag, rendered once on the
 * server. Plain HTML and one inline stylesheet, so it holds under the web app's CSP and loads
 * nothing from another origin.
 */
export function renderDocsPage(doc: OpenAPIV3_1.Document): string {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), operationHtml(doc, method, path, op)]);
    }
  }
  const tags = [...groups.keys()].sort();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>
<nav aria-label="Groups"><ul>${tags.map((t) => `<li><a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a></li>`).join('')}</ul></nav>
${tags.map((t) => `<section id="tag-${escapeHtml(t)}"><h2>${escapeHtml(t)}</h2>${(groups.get(t) ?? []).join('\n')}</section>`).join('\n')}
</main>
</body>
</html>
`;
}
