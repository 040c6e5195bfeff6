/**
 * Every bench, one after the other (`npm run bench`). Each prints its own table; budgets are in its header.
 */
export {};

const BENCHES = [
  './dictionary',
  './words',
  './feeds',
  './review',
  './plans',
  './forecast',
  './reading',
  './imports',
  './reminders',
];

for (const bench of BENCHES) {
  console.log(`\n=== ${bench.slice(2)} ===\n`);
  await import(bench);
}
