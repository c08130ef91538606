// Free consultation slots for 20 advisors over 30 days (goal < 50 ms): each advisor's office
// hours in their own zone, 30-45 minute consultations with buffers, a daily limit, and a diary
// already a third full, as a busy month looks. Run alone: `node bench/advice-slots.mjs`.
import { freeSlots } from '../packages/domain/dist/index.js';

const ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Hobart',
];
const DAY_MS = 24 * 60 * 60 * 1000;

function advisors(count, from) {
  return Array.from({ length: count }, (_, i) => {
    const length = i % 2 ? 45 : 30;
    const weekly = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:30', end: '17:00' }));
    // A third of the month's working-hour starts already taken, spread through the days.
    const busy = [];
    for (let d = 0; d < 30; d += 1) {
      for (let h = 0; h < 8; h += 3) {
        const start = new Date(from.getTime() + d * DAY_MS + (h + (i % 3)) * 3_600_000);
        busy.push({ start, end: new Date(start.getTime() + length * 60_000) });
      }
    }
    return {
      availability: {
        timeZone: ZONES[i % ZONES.length],
        weekly,
        overrides: [{ date: '2026-10-05', windows: [] }],
      },
      rules: {
        lengthMinutes: length,
        bufferAfterMinutes: 15,
        minimumNoticeMinutes: 240,
        dailyLimit: 8,
      },
      busy,
    };
  });
}

export function measureAdviceSlots(rounds = 30) {
  // Across the October daylight-saving change, as the month that costs the most.
  const from = new Date('2026-09-20T00:00:00Z');
  const to = new Date(from.getTime() + 30 * DAY_MS);
  const now = new Date(from.getTime() - DAY_MS);
  const panel = advisors(20, from);
  const run = () => panel.reduce((n, a) => n + freeSlots({ ...a, from, to, now }).length, 0);
  // The first run also learns the zones' offsets; later runs, as a server's, reuse them.
  const cold = performance.now();
  const slots = run();
  const coldMs = +(performance.now() - cold).toFixed(2);
  const times = [];
  for (let r = 0; r < rounds; r += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    advisors: 20,
    days: 30,
    slotsOffered: slots,
    coldMs,
    medianMs: +times[Math.floor(times.length / 2)].toFixed(2),
    p95Ms: +times[Math.floor(times.length * 0.95)].toFixed(2),
    goalMs: 50,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(measureAdviceSlots());
