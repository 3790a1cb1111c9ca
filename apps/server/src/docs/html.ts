import { authzMatrixRows } from '../authz/matrix';
import type { RouteDoc } from '../http/router';
import { commonErrors, jsonSchemaOf } from './openapi';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** The stylesheet of /docs (a file of its own: the page has no inline script or style). */
export const DOCS_CSS = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 70rem; padding: 1rem 1.5rem 4rem; }
h1 { margin-bottom: 0.25rem; }
section { border-top: 1px solid #8886; padding: 0.5rem 0 1rem; }
h2 { font-size: 1.15rem; display: flex; gap: 0.75rem; align-items: baseline; flex-wrap: wrap; }
.method { font-family: ui-monospace, monospace; font-weight: 700; padding: 0 0.4rem; border-radius: 4px; border: 1px solid currentColor; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9rem; }
pre { overflow-x: auto; padding: 0.75rem; border-radius: 6px; background: #8881; }
table { border-collapse: collapse; }
caption { text-align: left; font-weight: 600; }
th, td { text-align: left; padding: 0.2rem 0.75rem 0.2rem 0; vertical-align: top; }
details { margin: 0.25rem 0; }
.wide { overflow-x: auto; }
`;

function schemaBlock(title: string, schema: Record<string, unknown>): string {
  return `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(
    JSON.stringify(schema, null, 2),
  )}</pre></details>`;
}

/** The authorization matrix as an HTML table: who may call which route, and what they get. */
function matrixTable(): string {
  const [header = [], ...rows] = authzMatrixRows();
  const head = header.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('');
  const body = rows
    .map(
      ([route = '', ...cells]) =>
        `<tr><th scope="row"><code>${escapeHtml(route)}</code></th>${cells
          .map((cell) => `<td>${escapeHtml(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  return `<section id="authorization">
<h2>Who may call what</h2>
<p>Generated from <code>src/authz/matrix.ts</code>; a test calls every route as each caller.</p>
<div class="wide"><table><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table></div>
</section>`;
}

/** A readable, server-rendered page of the API: every route with its schemas and error codes. */
export function renderDocsPage(routes: readonly RouteDoc[], version: string): string {
  const sections = routes.map((route) => {
    const errors = [...route.errors, ...commonErrors(route)]
      .map(
        (e) =>
          `<tr><td><code>${e.status}</code></td><td><code>${e.code}</code></td><td>${escapeHtml(e.when)}</td></tr>`,
      )
      .join('');
    return `<section id="${escapeHtml(`${route.method}-${route.url}`)}">
<h2><span class="method">${escapeHtml(route.method)}</span><code>${escapeHtml(route.url)}</code></h2>
<p>${escapeHtml(route.summary)}${route.auth ? ' — <strong>requires a session token</strong>' : ''}</p>
${route.description ? `<p>${escapeHtml(route.description)}</p>` : ''}
${route.body ? schemaBlock(`Request body, ${(route.bodyContentTypes ?? ['application/json']).join(' or ')} (JSON Schema)`, jsonSchemaOf(route.body, 'input')) : ''}
${route.successStatus === 204 ? '<p>Answer 204, no content.</p>' : schemaBlock(`Answer ${route.successStatus ?? 200}, ${route.responseContentType} (JSON Schema)`, jsonSchemaOf(route.response, 'output'))}
<table><caption>Errors</caption><thead><tr><th scope="col">Status</th><th scope="col">Code</th><th scope="col">When</th></tr></thead><tbody>${errors}</tbody></table>
</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Care API ${escapeHtml(version)}</title>
<link rel="stylesheet" href="/docs/docs.css">
</head>
<body>
<main>
<h1>Care API</h1>
<p>Version ${escapeHtml(version)}. Machine-readable: <a href="/docs/openapi.json">OpenAPI 3.1 document</a>.
Failures answer <code>{ "errorCode": "E0xx" }</code>; authenticated answers carry the rotated token in
<code>Authorization: Bearer …</code>.</p>
${sections.join('\n')}
${matrixTable()}
</main>
</body>
</html>
`;
}
