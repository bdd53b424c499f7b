import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';

// A local stand-in for Google's sign-in (no internet here), started by the Google spec: it serves
// a JWKS of a generated RSA key and signs real RS256 ID tokens with it, so the API's verifier is
// the production code; and it serves a stand-in for Google's script (google.accounts.id:
// initialize, renderButton, prompt, cancel) that draws a plain button and a one-tap card in the
// page. The account it signs for is set by the test (POST /account).

export const STAND_IN_CLIENT_ID = 'kaizen-e2e.apps.googleusercontent.com';

export interface StandInAccount {
  email: string;
  name: string;
  given_name: string;
  family_name: string;
  email_verified: boolean;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function idToken(privateKey: KeyObject, account: StandInAccount, audience: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', kid: 'e2e-key', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: 'https://accounts.google.com',
      aud: audience,
      azp: audience,
      sub: `stand-in-${account.email}`,
      iat: now,
      exp: now + 3600,
      // Google's tokens carry a unique id; without it two tokens of one second would be equal.
      jti: randomUUID(),
      ...account,
    }),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

/** The stand-in of https://accounts.google.com/gsi/client, run in the page. */
const SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  let config;
  const signIn = async (selectBy) => {
    const response = await fetch(origin + '/id-token?client_id=' + encodeURIComponent(config.client_id));
    const { credential } = await response.json();
    config.callback({ credential, select_by: selectBy, clientId: config.client_id });
  };
  const card = () => document.getElementById('gsi-stand-in-one-tap');
  window.google = { accounts: { id: {
    initialize(c) { config = c; },
    renderButton(parent, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
      Object.assign(button.style, { padding: '10px 24px', borderRadius: '999px', border: '1px solid #747775', background: '#fff', color: '#1f1f1f', font: '500 15px sans-serif', cursor: 'pointer' });
      button.addEventListener('click', () => void signIn('btn'));
      parent.replaceChildren(button);
    },
    prompt() {
      fetch(origin + '/events/prompt', { method: 'POST' });
      if (card()) return;
      const dialog = document.createElement('div');
      dialog.id = 'gsi-stand-in-one-tap';
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Sign in to Kaizen with Google');
      Object.assign(dialog.style, { position: 'fixed', top: '16px', right: '16px', zIndex: '1000', padding: '16px', width: '320px', background: '#fff', border: '1px solid #dadce0', borderRadius: '8px', boxShadow: '0 2px 8px rgba(0,0,0,.2)', font: '14px sans-serif', color: '#1f1f1f' });
      const title = document.createElement('p');
      title.textContent = 'Sign in to Kaizen with google.com';
      const button = document.createElement('button');
      button.type = 'button';
      Object.assign(button.style, { marginTop: '8px', width: '100%', padding: '10px', borderRadius: '4px', border: '0', background: '#0b57d0', color: '#fff', font: '500 14px sans-serif' });
      button.addEventListener('click', () => { card()?.remove(); void signIn('user_1tap'); });
      dialog.append(title, button);
      document.body.append(dialog);
      fetch(origin + '/account').then((r) => r.json()).then((account) => {
        button.textContent = 'Continue as ' + account.given_name;
      });
    },
    cancel() { card()?.remove(); },
  } } };
})();`;

export interface GoogleStandIn {
  origin: string;
  setAccount(account: StandInAccount): void;
  /** How many times the page asked for the one-tap prompt so far. */
  prompts(): number;
  close(): Promise<void>;
}

export async function startGoogleStandIn(port: number): Promise<GoogleStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-key', alg: 'RS256', use: 'sig' };
  let account: StandInAccount | undefined;
  let prompts = 0;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const json = (body: unknown) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/gsi/client') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(SCRIPT);
    } else if (url.pathname === '/oauth2/v3/certs') {
      json({ keys: [jwk] });
    } else if (url.pathname === '/account') {
      json(account ?? {});
    } else if (url.pathname === '/events/prompt') {
      prompts += 1;
      json({});
    } else if (url.pathname === '/id-token' && account) {
      json({ credential: idToken(privateKey, account, url.searchParams.get('client_id') ?? '') });
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    setAccount: (next) => {
      account = next;
    },
    prompts: () => prompts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
