// The e2e suite drives Debian's Chromium (never a downloaded browser). Make sure it is there:
// install the `chromium` package with apt-get when missing and possible, else say how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(chromium)) return chromium;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
    console.info('Chromium is missing: installing the Debian package "chromium" with apt-get...');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
    if (fs.existsSync(chromium)) return chromium;
  }
  console.error(
    [
      `Chromium was not found at ${chromium}.`,
      'The end-to-end tests need it. Install it with your package manager, for example:',
      '  sudo apt-get install chromium        (Debian, Ubuntu)',
      'or point CHROMIUM_PATH at an installed Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
