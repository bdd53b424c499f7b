// The stylesheet of lib/html-page.ts pages: the web app's tokens (apps/web/src/styles/tokens.css)
// in one small file, so these pages look like the rest of Kaizen without loading the app.
export const pageStylesheet = `:root {
  --font-sans: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', Ubuntu,
    'Helvetica Neue', Arial, sans-serif;
  --color-bg: #f6f5f0;
  --color-surface: #ffffff;
  --color-border: #e2ded4;
  --color-border-strong: #6f6b62;
  --color-text: #1c2a2d;
  --color-text-muted: #525d61;
  --color-primary: #1b5e57;
  --color-primary-hover: #134842;
  --color-on-primary: #ffffff;
  --color-danger: #b42318;
  --color-focus: #1a5fd0;
}
* { box-sizing: border-box; }
html, body { margin: 0; min-height: 100%; }
body {
  font-family: var(--font-sans);
  color: var(--color-text);
  background: var(--color-bg);
  line-height: 1.5;
}
.page { display: grid; place-items: center; min-height: 100vh; padding: 24px 16px; }
.card {
  width: 100%;
  max-width: 440px;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: 18px;
  box-shadow: 0 1px 2px rgb(28 42 45 / 6%), 0 4px 16px rgb(28 42 45 / 5%);
  padding: 32px 24px;
}
h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 12px; }
p { margin: 0 0 16px; color: var(--color-text-muted); }
.eyebrow { font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.06em; margin: 0 0 4px; }
.amount { font-size: 2rem; font-weight: 700; color: var(--color-text); margin: 0 0 4px; }
.actions { display: grid; gap: 12px; margin-top: 24px; }
.actions form { margin: 0; }
.button {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 48px;
  padding: 0 20px;
  border-radius: 999px;
  border: 1px solid var(--color-primary);
  background: var(--color-primary);
  color: var(--color-on-primary);
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background 150ms ease;
}
.button:hover { background: var(--color-primary-hover); }
.button-secondary { background: var(--color-surface); color: var(--color-primary); }
.button-secondary:hover { background: #e2efeb; }
.button-danger { background: var(--color-surface); color: var(--color-danger); border-color: var(--color-danger); }
.button-danger:hover { background: #fdeceb; }
.button:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.note { font-size: 0.875rem; margin-top: 16px; margin-bottom: 0; }
.session { margin: 0; display: grid; grid-template-rows: auto 1fr; min-height: 100vh; }
.session-bar {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 16px;
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-border);
}
.session-bar h1 { font-size: 1rem; margin: 0; }
.session-bar .button { width: auto; min-height: 40px; }
.session-frame { width: 100%; height: 100%; min-height: calc(100vh - 57px); border: 0; display: block; }
`;
