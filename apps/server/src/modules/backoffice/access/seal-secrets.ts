import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#db/client.ts';
import { isDatabaseUnavailable } from '#db/unavailable.ts';
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

/** How long to wait before sealing again when the database could not be reached at start. */
const RETRY_MS = 5_000;

/**
 * The pass above at start-up, logged. The server starts while PostgreSQL is out of reach and answers 503
 * until it returns (docs/OPERATIONS.md#postgresql), so a pass that cannot reach the database is tried again
 * every few seconds until it has run once; until then a secret still stored in clear does not open, and a
 * code typed against it is answered as a wrong code. Answers a function that stops the retries.
 */
export async function sealTotpSecretsAtStart(
  db: Db,
  secrets: SecretBox,
  log: FastifyBaseLogger,
): Promise<() => void> {
  let timer: NodeJS.Timeout | undefined;
  const attempt = async (): Promise<void> => {
    try {
      const report = await sealTotpSecrets(db, secrets);
      if (report.sealed + report.resealed > 0)
        log.info(report, 'back office: TOTP secrets sealed with the current key');
      if (report.unreadable > 0)
        log.warn(report, 'back office: TOTP secrets no key opens; those operators need a new setup link');
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      timer = setTimeout(
        () =>
          void attempt().catch((e: unknown) =>
            log.error({ err: e }, 'back office: sealing TOTP secrets failed'),
          ),
        RETRY_MS,
      );
      timer.unref();
    }
  };
  await attempt();
  return () => clearTimeout(timer);
}
