/**
 * Small server-rendered pages the API serves to a browser outside the web app (the test
 * gateway's checkout, the session host). The API's CSP forbids inline script and style, so the
 * markup carries neither: it links the one stylesheet served at PAGE_STYLESHEET_PATH
 * (plugins/web-pages/html-pages.ts), which uses the web app's colours and type.
 */

export const PAGE_STYLESHEET_PATH = '/api/pages/page.css';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);

/** A whole page around `body` (already-escaped markup), with a title and the shared styles. */
export function htmlPage(title: string, body: string, bodyClass = 'page'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Kaizen</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}">
</head>
<body class="${bodyClass}">
${body}
</body>
</html>`;
}

/** A calm page with a heading, a sentence and one way onward (a link styled as a button). */
export function messagePage(message: {
  title: string;
  text: string;
  action: { label: string; href: string };
}): string {
  return htmlPage(
    message.title,
    `<main class="card" aria-labelledby="page-title">
<h1 id="page-title">${escapeHtml(message.title)}</h1>
<p>${escapeHtml(message.text)}</p>
<a class="button" href="${escapeHtml(message.action.href)}">${escapeHtml(message.action.label)}</a>
</main>`,
  );
}
