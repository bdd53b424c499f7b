import { escapeHtml } from '../../lib/html-page';

// The export as a page a person can read (and print), from the same data as the JSON file.
// Self-contained (inline styles in a <style> element, no scripts): it is saved and opened from disk.

const title = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function value(item: unknown): string {
  if (item === null || item === undefined || item === '') return '<span class="none">—</span>';
  if (item instanceof Date) return escapeHtml(item.toISOString());
  if (Array.isArray(item)) {
    if (item.length === 0) return '<span class="none">none</span>';
    return `<ul>${item.map((entry) => `<li>${value(entry)}</li>`).join('')}</ul>`;
  }
  if (typeof item === 'object') return fields(item as Record<string, unknown>);
  return escapeHtml(String(item));
}

const fields = (record: Record<string, unknown>) =>
  `<dl>${Object.entries(record)
    .map(([key, entry]) => `<dt>${escapeHtml(title(key))}</dt><dd>${value(entry)}</dd>`)
    .join('')}</dl>`;

function section(key: string, data: unknown): string {
  const heading = `<h2>${escapeHtml(title(key))}</h2>`;
  if (Array.isArray(data)) {
    if (data.length === 0) return `${heading}<p class="none">Nothing recorded.</p>`;
    return `${heading}${data.map((entry) => `<article>${value(entry)}</article>`).join('')}`;
  }
  return `${heading}<article>${value(data)}</article>`;
}

export function renderExportHtml(data: Record<string, unknown>): string {
  const { exported_at: exportedAt, ...sections } = data;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your Kaizen data</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #1f2933; max-width: 56rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.75rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #d9e2ec; padding-bottom: .25rem; }
article { border: 1px solid #d9e2ec; border-radius: 8px; padding: .5rem 1rem; margin: .75rem 0; }
dl { display: grid; grid-template-columns: minmax(8rem, 14rem) 1fr; gap: .25rem 1rem; margin: .5rem 0; }
dt { font-weight: 600; color: #52606d; } dd { margin: 0; overflow-wrap: anywhere; }
ul { margin: 0; padding-left: 1.25rem; } .none { color: #7b8794; }
</style>
</head>
<body>
<h1>Your Kaizen data</h1>
<p>Everything Kaizen holds about you, exported ${escapeHtml(String(exportedAt))}. The same data is available as a JSON file.</p>
${Object.entries(sections)
  .map(([key, entry]) => section(key, entry))
  .join('\n')}
</body>
</html>
`;
}
