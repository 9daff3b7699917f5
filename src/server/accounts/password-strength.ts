import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

// How guessable a new password is (decision 130): zxcvbn-ts with its common dictionaries (the most used
// passwords, common words, keyboard patterns, dates, l33t spellings) estimates the guesses an attacker needs
// and scores them 0–4. The schema's length rule stays (src/contract/accounts.ts); this check is the server's
// alone, so the estimator and its dictionaries (~2 MB) never reach the public site's bundle — the studio and
// the account forms show the server's message.
//
// - staff accounts (the studio publishes the whole site): at least 3, "safely unguessable";
// - visitor accounts: at least 2 — the commonest passwords ("password", "12345678", "Password1") and the
//   common Indonesian ones ("rahasia123", "sayang123") are refused, a passphrase of a few words passes.

export type PasswordAudience = 'staff' | 'visitor';
export const MIN_PASSWORD_SCORE: Record<PasswordAudience, number> = { staff: 3, visitor: 2 };

/** Only this many characters are scored: past it a password is long enough, and a longer one costs more CPU. */
const SCORED_LENGTH = 64;

/** Words Indonesian passwords are commonly made of, and the site's own, which the common dictionaries lack. */
const LOCAL_WORDS = [
  'rahasia',
  'katasandi',
  'sandi',
  'sayang',
  'sayangku',
  'cinta',
  'bismillah',
  'indonesia',
  'merdeka',
  'garuda',
  'jakarta',
  'bandung',
  'surabaya',
  'kamera',
  'denka',
  'studio',
  'admin',
  'masuk',
  'akun',
];

let factory: Promise<ZxcvbnFactory> | undefined;
/** Loaded on the first check: the dictionaries cost ~70 ms to prepare, which no start-up should pay. */
function estimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, local: LOCAL_WORDS },
        graphs: common.adjacencyGraphs,
        maxLength: SCORED_LENGTH,
        // Fewer l33t variants tried per password: bounds the check at tens of milliseconds whatever is typed.
        l33tMaxSubstitutions: 10,
      }),
  );
  return factory;
}

/** The words of the account itself (its e-mail, its name): a password made of them is easy to guess too. */
export function ownWords(...values: (string | undefined)[]): string[] {
  return values.flatMap((value) => (value ? [value, ...value.split(/[\s@._+-]+/).filter((part) => part.length >= 3)] : []));
}

/** zxcvbn's score (0–4) of the password, with the account's own words as a dictionary of their own. */
export async function passwordScore(password: string, userWords: string[] = []): Promise<number> {
  return (await estimator()).check(password, userWords).score;
}

/** Whether the password is too easy to guess for the accounts of `audience`. */
export async function isGuessable(password: string, audience: PasswordAudience, userWords: string[] = []): Promise<boolean> {
  return (await passwordScore(password, userWords)) < MIN_PASSWORD_SCORE[audience];
}
