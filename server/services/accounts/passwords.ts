// Passwords (accounts.md §3, OWASP ASVS V6): Argon2id with m = 19 MiB, t = 2, p = 1 (OWASP's first
// recommended setting), PHC strings in PostgreSQL. A check against no account runs the same work on
// a fixed hash, so a sign-in takes as long for an unknown phone as for a known one.
import { hash, verify } from '@node-rs/argon2'

// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), ARGON2_OPTIONS)
}

let dummy: Promise<string> | undefined

/** Makes the stand-in hash at boot, so the first check against no account is not the slow one. */
export function warmPasswordCheck(): Promise<unknown> {
  return (dummy ??= hashPassword('dummy-password-for-unknown-accounts-9!A'))
}

/**
 * Whether `password` matches `stored`; with no stored hash the same work is done against a fixed
 * one and the answer is false. A malformed hash is a mismatch, never an exception.
 */
export async function checkPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const target = stored ?? (await warmPasswordCheck() as string)
  let ok = false
  try {
    ok = await verify(target, password.normalize('NFC'))
  } catch {
    ok = false
  }
  return ok && Boolean(stored)
}

// The most common passwords that pass the composition rules (upper, lower, digit and often a
// symbol): refused at registration and reset (NIST SP 800-63B-4 §3.1.1.2 blocklist). Compared
// case-insensitively.
const COMMON = new Set([
  'password1', 'password1!', 'password123', 'password123!', 'passw0rd', 'passw0rd!', 'p@ssw0rd', 'p@ssword1',
  'qwerty123', 'qwerty123!', 'qwerty1!', 'qwerty12', 'qwerty1234', 'abc12345', 'abc123456', 'abcd1234', 'abcd1234!',
  'welcome1', 'welcome1!', 'welcome123', 'letmein1', 'letmein1!', 'admin123', 'admin123!', 'iloveyou1', 'sunshine1',
  'football1', 'monkey123', 'dragon123', 'master123', 'baseball1', 'superman1', 'trustno1!', 'changeme1', 'test1234',
  'test1234!', 'aa123456', 'aa123456!', 'a1234567', 'a12345678', 'asdf1234', 'zxcv1234', '1qaz2wsx', '1qaz2wsx!',
  'q1w2e3r4', 'q1w2e3r4!', 'q1w2e3r4t5', 'sifre123', 'sifre123!', 'şifre123', 'şifre123!', 'parola123', 'parola123!',
  'galatasaray1', 'fenerbahce1', 'besiktas1', 'trabzonspor1', 'galatasaray1905', 'fenerbahce1907', 'besiktas1903',
  'turkiye123', 'türkiye123', 'istanbul34', 'istanbul123', 'ankara06', 'ankara123', 'izmir35', 'turuncugaraj1',
  'turuncu123', 'araba123', 'araba1234', 'merhaba1', 'merhaba123', 'ataturk1881', 'atatürk1881', 'mustafa1',
])

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.normalize('NFC').toLocaleLowerCase('tr').replace(/ı/g, 'i')) || COMMON.has(password.toLowerCase())
}
