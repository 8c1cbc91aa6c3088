import pg from 'pg';

// The kill -9 proof shared by tests/integration/database/durability.test.ts (small) and `npm run
// bench:durability` (200 requests against the production server): consultations are fired at once,
// the server is killed with SIGKILL once some are acknowledged, and after its restart every
// acknowledged request must be stored, once.

export interface DurabilityRun {
  /** Every tag of this run starts with it. */
  prefix: string;
  sent: number;
  /** Tags of the requests the server answered as stored. */
  acknowledged: string[];
}

/**
 * Fires `total` submissions concurrently (`submit` resolves true when the server acknowledged that
 * request) and calls `kill` as soon as `killAfter` were acknowledged.
 */
export async function fireAndKill(options: {
  total: number;
  killAfter: number;
  submit(tag: string): Promise<boolean>;
  kill(): void;
}): Promise<DurabilityRun> {
  const acknowledged: string[] = [];
  const prefix = `${Date.now()}`;
  let killed = false;
  await Promise.all(
    Array.from({ length: options.total }, async (_, index) => {
      const tag = `${prefix}-${index}`;
      if (!(await options.submit(tag).catch(() => false))) return;
      acknowledged.push(tag);
      if (!killed && acknowledged.length >= options.killAfter) {
        killed = true;
        options.kill();
      }
    }),
  );
  if (!killed) options.kill();
  return { prefix, sent: options.total, acknowledged };
}

/** The consultation sent for a tag (its e-mail identifies it). */
export const durabilityConsultation = (tag: string) => ({
  name: `Cliente ${tag}`,
  company_name: '',
  email: `duravel-${tag}@exemplo.test`,
  phone: '(21) 99876-5432',
  case_summary: `Pedido de consulta ${tag}: rescisão contratual.`,
});

export interface DurabilityReport {
  sent: number;
  acknowledged: number;
  stored: number;
  /** Acknowledged but not stored: must be 0. */
  lost: string[];
  /** Stored more than once: must be 0. */
  duplicated: string[];
}

/** Counts what the database holds for the run's requests. */
export async function durabilityReport(url: string, run: DurabilityRun): Promise<DurabilityReport> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; n: string }>(
      'select email, count(*) as n from consultations where email like $1 group by email',
      [`duravel-${run.prefix}-%`],
    );
    const stored = new Map(rows.map((row) => [row.email, Number(row.n)]));
    const email = (tag: string) => durabilityConsultation(tag).email;
    return {
      sent: run.sent,
      acknowledged: run.acknowledged.length,
      stored: [...stored.values()].reduce((sum, n) => sum + n, 0),
      lost: run.acknowledged.filter((tag) => !stored.has(email(tag))),
      duplicated: [...stored].filter(([, n]) => n > 1).map(([address]) => address),
    };
  } finally {
    await client.end();
  }
}
