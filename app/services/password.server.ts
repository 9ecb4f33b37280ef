import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with its OWASP-recommended default cost.
export const hashPassword = (password: string) => hash(password);

/** Constant-time verification; a missing hash (a user who never set a password) never matches. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend comparable time so the answer does not reveal whether the account exists.
    await hash(password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
