import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, startEmbeddedPostgres } from '@/lib/server/db/embedded';

const dataDir = path.resolve(process.env.TEST_DATA_DIR || '.test-data', `recovery-${process.pid}`);
const children: ChildProcess[] = [];

function holdCluster(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'tests/setup/hold-cluster.ts', dataDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve(child));
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

async function survivors(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select name from survivors')).rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('refuses a second owner of the same DATA_DIR, and lets a command attach', async () => {
    await holdCluster();
    const second = startEmbeddedPostgres({ dataDir, mode: 'own' });
    await expect(second).rejects.toThrow(EmbeddedPostgresError);
    await expect(second).rejects.toThrow(/Another Tribuna process \(pid \d+\) is already using the database/);

    const attached = await startEmbeddedPostgres({ dataDir, mode: 'attach' });
    expect(attached.owned).toBe(false);
    expect(await survivors(attached.url)).toEqual(['kept']);
  });

  it('recovers after its owner is killed with SIGKILL, with the data intact', async () => {
    const holder = children.at(-1)!;
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));

    const cluster = await startEmbeddedPostgres({ dataDir, mode: 'own' });
    try {
      expect(cluster.owned).toBe(true);
      expect(await survivors(cluster.url)).toEqual(['kept']);
    } finally {
      await cluster.stop();
    }
    // A clean stop leaves nothing behind: the next start is an ordinary one.
    const again = await startEmbeddedPostgres({ dataDir, mode: 'own' });
    await again.stop();
  });
});
