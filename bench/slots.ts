import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bookings, calendars } from '@/db/schema';
import { loadAvailability, openSlots } from '@/features/booking/server/availability';
import { closeDb, getDb } from '@/lib/server/db/client';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { runMigrations } from '@/lib/server/db/migrate';
import { addDays, firmLocal, freeSlots } from '@/features/booking/shared/slots';

// Benchmark (not a test): 60 days of free slots for 5 calendars holding 1,000 bookings (issue 23;
// target ≤ 50 ms). It fills its own embedded cluster and times (1) the slot arithmetic alone on
// loaded data and (2) the whole read a visitor's month needs: the query and the arithmetic.
// Run: npm run bench:slots (CALENDARS, BOOKINGS, DAYS, RUNS to vary).

const CALENDARS = Number(process.env.CALENDARS || 5);
const BOOKINGS = Number(process.env.BOOKINGS || 1000);
const DAYS = Number(process.env.DAYS || 60);
const RUNS = Number(process.env.RUNS || 30);
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || '.test-data/bench-slots');
const HOURS: [string, string][] = [
  ['08:00', '12:00'],
  ['13:00', '19:00'],
];

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function time(work: () => Promise<unknown> | unknown) {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  return { median, text: `median ${ms(median)} (min ${ms(samples[0]!)}, max ${ms(samples.at(-1)!)})` };
}

async function fill(today: string) {
  const db = getDb();
  const rows = await db
    .insert(calendars)
    .values(
      Array.from({ length: CALENDARS }, (_, i) => ({
        name: `Agenda ${i + 1}`,
        email: `agenda${i + 1}@bench.test`,
        areas: ['advocacia-tributaria'],
        weeklyHours: { '1': HOURS, '2': HOURS, '3': HOURS, '4': HOURS, '5': HOURS, '6': HOURS },
        durationMinutes: 30,
        bufferMinutes: 0,
        minNoticeHours: 0,
        windowDays: DAYS,
        feedToken: randomBytes(24).toString('base64url'),
      })),
    )
    .returning();
  // Every calendar's free slots, then every n-th of them booked, 1,000 in all.
  const now = Date.now();
  const perCalendar = Math.ceil(BOOKINGS / CALENDARS);
  const values = rows.flatMap((calendar) => {
    const slots = freeSlots(
      {
        weeklyHours: calendar.weeklyHours,
        durationMinutes: 30,
        bufferMinutes: 0,
        minNoticeHours: 0,
        windowDays: DAYS,
      },
      today,
      addDays(today, DAYS),
      { now, busy: [], daysOff: [] },
    );
    const step = Math.max(1, Math.floor(slots.length / perCalendar));
    return slots
      .filter((_, index) => index % step === 0)
      .slice(0, perCalendar)
      .map((slot, index) => ({
        calendarId: calendar.id,
        startsAt: new Date(slot.start),
        endsAt: new Date(slot.end),
        area: 'advocacia-tributaria',
        modality: 'in_person' as const,
        name: `Cliente ${index}`,
        email: `cliente${index}@bench.test`,
        phone: '11912345678',
        caseSummary: 'Resumo do caso para o benchmark.',
      }));
  });
  await db.insert(bookings).values(values.slice(0, BOOKINGS));
  return values.length;
}

async function main() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dataDir: DATA_DIR, mode: 'own' });
  process.env.DATABASE_URL = cluster.url;
  try {
    await runMigrations(cluster.url);
    const today = firmLocal(Date.now()).day;
    const last = addDays(today, DAYS);
    const booked = Math.min(BOOKINGS, await fill(today));
    const loaded = await loadAvailability({ area: 'advocacia-tributaria' }, today, last);
    const slots = openSlots(loaded, today, last);
    console.info(
      `${CALENDARS} calendars, ${booked} bookings, ${DAYS} days: ${slots.length} distinct free start times ` +
        `(${loaded.reduce((sum, item) => sum + freeSlots(item.rules, today, last, item.context).length, 0)} calendar slots); ${RUNS} runs each`,
    );
    const arithmetic = await time(() => openSlots(loaded, today, last));
    console.info(`  slot arithmetic only (data loaded)           ${arithmetic.text}`);
    const whole = await time(async () =>
      openSlots(await loadAvailability({ area: 'advocacia-tributaria' }, today, last), today, last),
    );
    console.info(`  query + arithmetic (what a visitor's step costs) ${whole.text}`);
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.info(`load average ${load} on ${os.cpus().length} CPUs (figures on a busy machine run high)`);
    console.info(`target ≤ 50 ms: ${whole.median <= 50 ? 'met' : 'NOT met'} (query + arithmetic)`);
  } finally {
    await closeDb();
    await cluster.stop();
  }
}

await main();
