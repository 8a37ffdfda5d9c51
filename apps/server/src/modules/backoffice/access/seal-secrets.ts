import type { Db } from '#db/client.ts';
import { replaceTotpSecret, storedTotpSecrets } from './queries.ts';
import { isSealed, type SecretBox } from './secret-box.ts';

export type SealReport = { sealed: number; resealed: number; unreadable: number };

/**
 * The start-up pass over stored TOTP secrets (docs/OPERATIONS.md#the-back-office-secret-key): a secret
 * stored in clear (before sealing existed) is sealed; one sealed with BACKOFFICE_SECRET_KEY_PREVIOUS is
 * sealed again with the current key. Each write is conditional on the value read, so instances starting
 * together change each row once. A value no key opens is left as it is and counted: that operator needs
 * a new setup link.
 */
export async function sealTotpSecrets(db: Db, secrets: SecretBox): Promise<SealReport> {
  const report: SealReport = { sealed: 0, resealed: 0, unreadable: 0 };
  for (const row of await storedTotpSecrets(db)) {
    if (!isSealed(row.value)) {
      if (await replaceTotpSecret(db, row, row.value, secrets.seal(row.value))) report.sealed += 1;
      continue;
    }
    if (secrets.sealedWithCurrentKey(row.value)) continue;
    let plain: string;
    try {
      plain = secrets.open(row.value);
    } catch {
      report.unreadable += 1;
      continue;
    }
    if (await replaceTotpSecret(db, row, row.value, secrets.seal(plain))) report.resealed += 1;
  }
  return report;
}
