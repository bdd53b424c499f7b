// Routes that serve documents, not endpoints an app calls: the API reference (swagger-ui's page
// and files, the OpenAPI document as JSON and YAML) and the stylesheet of the server's HTML pages.
// They stay out of contracts on purpose: no client calls them with `call`, a browser opens them,
// and each path is set once where it is registered (plugins/openapi.ts, lib/html-page.ts).
export const DOCUMENT_ROUTES: readonly string[] = [
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/yaml',
  'GET /api/openapi.json',
  'GET /api/pages/page.css',
];
