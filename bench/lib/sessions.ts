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
  const password = 'Bench-password-2026';
  for (let i = 0; i < users; i++) {
    const email = `bench.${Date.now().toString(36)}.${i}@example.com`;
    const res = await fetch(`${baseUrl}/api/customers/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', platform: 'kaizen' },
      body: JSON.stringify({
        firstname: 'Bench',
        lastname: `User ${String.fromCharCode(65 + i)}`,
        email,
        mobile: `9${String(100000000 + (Date.now() % 100000000) + i).slice(-9)}`,
        password,
        is_tnc_checked: true,
        is_privacy_policy_checked: true,
        is_eighteen_plus_checked: true,
      }),
    });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    for (let d = 0; d < devicesPerUser; d++) sessions.push(await signIn(baseUrl, email, password));
  }
  return sessions;
}
