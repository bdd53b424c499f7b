import { BENCH_ADMIN_TOKEN } from './server';

/** Session headers of the token protocol (SPEC §7) for one signed-in device. */
export interface DeviceSession {
  'access-token': string;
  client: string;
  uid: string;
}

async function signIn(baseUrl: string, login: string, password: string): Promise<DeviceSession> {
  const res = await fetch(`${baseUrl}/api/customers/authenticate/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'kaizen' },
    body: JSON.stringify({ login, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const header = (name: string) => res.headers.get(name) ?? '';
  return { 'access-token': header('access-token'), client: header('client'), uid: header('uid') };
}

const BENCH_PASSWORD = 'Bench-password-2026';

/** Signs up one new user (a patient) and answers how to sign in as them. */
export async function signUpBenchUser(
  baseUrl: string,
  index: number,
): Promise<{ login: string; password: string }> {
  const email = `bench.${Date.now().toString(36)}.${index}@example.com`;
  const res = await fetch(`${baseUrl}/api/customers/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'kaizen' },
    body: JSON.stringify({
      firstname: 'Bench',
      lastname: `User ${String.fromCharCode(65 + (index % 26))}`,
      email,
      mobile: `9${String(100000000 + (Date.now() % 100000000) + index).slice(-9)}`,
      password: BENCH_PASSWORD,
      is_tnc_checked: true,
      is_privacy_policy_checked: true,
      is_eighteen_plus_checked: true,
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { verification_id } = (await res.json()) as { verification_id: string };
  const verified = await fetch(`${baseUrl}/api/customers/authenticate/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'kaizen' },
    body: JSON.stringify({ verification_id, code: await emailedCode(baseUrl, email) }),
  });
  if (!verified.ok) throw new Error(`sign-up code: ${verified.status} ${await verified.text()}`);
  return { login: email, password: BENCH_PASSWORD };
}

/** The code of sign-up's email (code first, issue 8), read from the outbox as an operator. */
async function emailedCode(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(
    `${baseUrl}/api/admin/outbox?recipient=${encodeURIComponent(email)}&limit=1`,
    { headers: { 'x-admin-token': BENCH_ADMIN_TOKEN } },
  );
  const body = (await res.json()) as { messages: { subject: string }[] };
  const code = body.messages[0]?.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-up code emailed to ${email}`);
  return code;
}

/**
 * Signs up `users` new users and signs each in on `devicesPerUser` devices (the API keeps at most
 * 10 devices per user), so every load connection can hold a device of its own.
 */
export async function createDeviceSessions(
  baseUrl: string,
  users: number,
  devicesPerUser: number,
): Promise<DeviceSession[]> {
  const sessions: DeviceSession[] = [];
  for (let i = 0; i < users; i++) {
    const { login, password } = await signUpBenchUser(baseUrl, i);
    for (let d = 0; d < devicesPerUser; d++) sessions.push(await signIn(baseUrl, login, password));
  }
  return sessions;
}
