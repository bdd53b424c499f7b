/**
 * Starts a browser download of a signed link (same origin, `content-disposition: attachment`),
 * so the file is saved rather than shown, and works inside native web views too.
 */
export function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.download = '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
