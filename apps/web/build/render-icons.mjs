// Renders the PNG icons and the social-sharing image in public/ from the SVG mark, with the
// Chromium the test suite uses. Run after changing the mark: node build/render-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const mark = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

const square = (size, inset) => `<!doctype html><html><body style="margin:0;background:#1b5e57">
  <div style="width:${size}px;height:${size}px;display:grid;place-items:center">
    <div style="width:${size - 2 * inset}px;height:${size - 2 * inset}px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
  </div></body></html>`;

const sharing = `<!doctype html><html><body style="margin:0">
  <div style="width:1200px;height:630px;position:relative;overflow:hidden;font-family:'Noto Sans',Arial,sans-serif;
    background:linear-gradient(165deg,#1f6a62,#0f3b37);color:#fff">
    <svg viewBox="0 0 600 240" preserveAspectRatio="xMidYMax slice" style="position:absolute;left:0;right:0;bottom:0;width:100%;height:300px">
      <path d="M0 190C90 128 190 120 300 160S500 208 600 140V240H0Z" fill="rgba(255,255,255,.12)"/>
      <path d="M0 214C110 172 230 170 340 196S520 226 600 196V240H0Z" fill="rgba(255,255,255,.2)"/>
    </svg>
    <div style="position:absolute;right:150px;top:70px;width:120px;height:120px;border-radius:50%;background:#f2b45a"></div>
    <div style="position:absolute;left:80px;top:80px;display:flex;align-items:center;gap:20px">
      <div style="width:72px;height:72px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
      <span style="font-size:48px;font-weight:800">Kaizen</span>
    </div>
    <div style="position:absolute;left:80px;top:210px;font-size:72px;font-weight:800;letter-spacing:-1px">Small steps, every day.</div>
    <div style="position:absolute;left:80px;top:310px;font-size:32px;color:#d9ebe6;max-width:900px">Therapy, psychiatry and everyday mental-health care.</div>
  </div></body></html>`;

const renders = [
  { file: 'icons/icon-32.png', size: 32, html: square(32, 0) },
  { file: 'icons/apple-touch-icon.png', size: 180, html: square(180, 0) },
  { file: 'icons/icon-192.png', size: 192, html: square(192, 0) },
  { file: 'icons/icon-512.png', size: 512, html: square(512, 0) },
  // Maskable: the mark inside the 80 % safe zone, on the brand colour.
  { file: 'icons/icon-maskable-512.png', size: 512, html: square(512, 64) },
  { file: 'og-image.jpg', width: 1200, height: 630, html: sharing },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const render of renders) {
  const width = render.width ?? render.size;
  const height = render.height ?? render.size;
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(render.html);
  fs.mkdirSync(path.dirname(path.join(publicDir, render.file)), { recursive: true });
  const jpeg = render.file.endsWith('.jpg');
  await page.screenshot({
    path: path.join(publicDir, render.file),
    clip: { x: 0, y: 0, width, height },
    ...(jpeg ? { type: 'jpeg', quality: 85 } : {}),
  });
  await page.close();
}
await browser.close();
