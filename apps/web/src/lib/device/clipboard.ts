/**
 * Puts text on the clipboard: the async Clipboard API, else the older copy command on a hidden
 * text area (older web views). Resolves false when neither works (permission refused, no API),
 * and the caller says so (SPEC §8 "clipboard copy failure: alert 'Unable to copy'").
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    const clipboard = globalThis.navigator?.clipboard as Clipboard | undefined;
    if (clipboard) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused or unavailable here: try the older way.
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
