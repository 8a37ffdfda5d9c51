import pg from 'pg';

// The PostgreSQL server's own connection (its `postgres` database), for creating and dropping whole
// databases: the throw-away ones of the tests and the benchmarks.

/** Runs `use` on a fresh client of `adminUrl`, closed afterwards whatever happens. */
export async function withAdmin<T>(adminUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/** Drops the database `name` (its open connections too); nothing when there is none. */
export function dropDatabase(adminUrl: string, name: string) {
  return withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
}
