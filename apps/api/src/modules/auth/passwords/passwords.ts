import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm; its enum is a const enum that isolated modules cannot
// read) with the OWASP-recommended minimum cost: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string, salt?: Uint8Array): Promise<string> =>
  hash(password, salt ? { ...options, salt } : options);

// Made once at start-up (on libuv's thread pool) so the first unknown-account sign-in is not slower.
const dummyHash = hashPassword(crypto.randomUUID());

/**
 * Checks a password against a stored hash. Without a hash (unknown account, or an account
 * without a password) it still runs one argon2 verification against a throw-away hash, so that
 * the answer takes about as long and says nothing about whether the account exists.
 */
export async function passwordMatches(
  password: string,
  storedHash: string | null | undefined,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
