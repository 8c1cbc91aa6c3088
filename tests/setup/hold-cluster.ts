// Test helper process: owns the embedded cluster in DATA_DIR (argv[2]) until it is killed.
import pg from 'pg';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';

const cluster = await startEmbeddedPostgres({ dataDir: process.argv[2]!, mode: 'own' });
const client = new pg.Client({ connectionString: cluster.url });
await client.connect();
await client.query('create table if not exists survivors (name text)');
await client.query("insert into survivors values ('kept')");
await client.end();
console.log('READY');
setInterval(() => {}, 1000);
