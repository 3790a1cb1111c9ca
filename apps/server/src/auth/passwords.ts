import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane): about 30–50 ms a hash on the
 * machines we run on, so seven demo users seed quickly and sign-in stays responsive.
 */
export const ARGON2_OPTIONS: Options = {
  // Algorithm is a const enum in the binding's types; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** An argon2id PHC string for `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Checks passwords against stored hashes; a malformed hash counts as a mismatch. */
export interface PasswordVerifier {
  /**
   * True when `password` matches `passwordHash`. With no hash (unknown user, no credentials) a
   * dummy hash is verified anyway, so both failures take the same time.
   */
  verify(passwordHash: string | null | undefined, password: string): Promise<boolean>;
}

/** The argon2 functions the verifier uses; tests wrap them to count the hashing work. */
export interface Argon2 {
  hash(password: string, options: Options): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

/** A verifier with its own dummy hash (computed once, on first use). */
export function createPasswordVerifier(argon2: Argon2 = { hash, verify }): PasswordVerifier {
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= argon2.hash('care-dummy-password-for-timing', ARGON2_OPTIONS));
  return {
    async verify(passwordHash, password) {
      if (!passwordHash) {
        await argon2.verify(await dummyHash(), password).catch(() => false);
        return false;
      }
      try {
        return await argon2.verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}
