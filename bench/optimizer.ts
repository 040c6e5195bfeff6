/**
 * The FSRS optimizer (POST /review/parameters, issue 53), in two parts.
 * 1. A learner with 60 days and over 10,000 reviews, simulated with ts-fsrs (server/src/review/parameters/
 *    simulated-learner.ts: a memory unlike the defaults) and seeded in SQLite, fits their parameters through
 *    the whole app on a real HTTP port, while another thread asks GET /api/health every 10 ms: a blocked
 *    event loop would hold those answers. The same requests without a fit are the baseline.
 * 2. Why a fit needs 400 reviews (contract FSRS_FIT_MIN_REVIEWS): simulated learners, with the defaults'
 *    memory and another one, are fitted on their first N learnable reviews; the fitted and the default
 *    parameters then predict the 400 reviews that came next. Five learners per line.
 * Run with `npm run bench:optimizer` (about a minute: not in `npm run bench`). Budget: the fit of 10,000
 * reviews within 60 s, and /api/health p99 under 50 ms while it runs.
 */
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import {
  computeParameters,
  FSRSBinding,
  FSRSBindingItem,
  FSRSBindingReview,
} from '@open-spaced-repetition/binding';
import { default_w } from 'ts-fsrs';
import type { FitParametersResponse } from '../contract';
import {
  FORGETFUL_MEMORY,
  loggedRatings,
  seedSimulatedLog,
  simulateLearner,
} from '../server/src/review/parameters/simulated-learner';
import { cardHistories, trainingItems } from '../server/src/review/parameters/training-items';
import { openBenchApp, percentiles } from './support/in-process';

const START = new Date('2026-01-05T09:00:00Z');
const HEALTH_EVERY_MS = 10;
const BASELINE_MS = 3_000;

/*
 * Asks /api/health every 10 ms from its own thread, until told to stop: its timer runs on its own event loop,
 * so a request goes out on time even while the server's loop is held, and waits for it.
 */
const PINGER = `
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
const timer = setInterval(() => {
  const sentAt = performance.now();
  fetch(workerData.url).then((response) => response.text()).then(() => times.push(performance.now() - sentAt));
}, ${HEALTH_EVERY_MS});
parentPort.once('message', () => { clearInterval(timer); setTimeout(() => parentPort.postMessage(times), 200); });
`;

/* The health latencies while `during` runs, and the longest the server's event loop was held (ms). */
async function healthTimes<T>(
  url: string,
  during: () => Promise<T>,
): Promise<{ times: number[]; result: T; loopMax: number }> {
  const pinger = new Worker(PINGER, { eval: true, workerData: { url } });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const result = await during();
  loop.disable();
  const times = new Promise<number[]>((resolve) => pinger.once('message', resolve));
  pinger.postMessage('stop');
  const answer = await times;
  await pinger.terminate();
  return { times: answer.slice(5), result, loopMax: loop.max / 1e6 };
}

async function fitUnderLoad(): Promise<void> {
  const bench = await openBenchApp('optimizer');
  try {
    const learner = bench.seedUser('optimizer');
    const simulation = simulateLearner({
      memory: FORGETFUL_MEMORY,
      days: 60,
      newCardsPerDay: 22,
      start: START,
    });
    await seedSimulatedLog(bench.database.db, learner, simulation);
    const address = await bench.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await bench.headersFor(learner);
    const health = `${address}/api/health`;

    const baseline = await healthTimes(
      health,
      () => new Promise((resolve) => setTimeout(resolve, BASELINE_MS)),
    );
    const loaded = await healthTimes(health, async () => {
      const started = performance.now();
      const response = await fetch(`${address}/api/review/parameters`, { method: 'POST', headers });
      const body = (await response.json()) as FitParametersResponse;
      if (!response.ok) throw new Error(`the fit answered ${response.status}: ${JSON.stringify(body)}`);
      return { body, ms: performance.now() - started };
    });
    const quiet = percentiles(baseline.times);
    const busy = percentiles(loaded.times);
    const { body, ms } = loaded.result;
    console.log(`log: ${simulation.ratings.length} reviews of ${simulation.cards} cards over 60 days`);
    console.log(
      `fit: ${(ms / 1000).toFixed(1)} s (budget 60 s) on ${body.reviews} learnable reviews; log loss ` +
        `${body.logLoss.before.toFixed(4)} (defaults) -> ${body.logLoss.after.toFixed(4)}, kept: ${body.kept}`,
    );
    console.log(
      `GET /api/health every ${HEALTH_EVERY_MS} ms: without a fit p50 ${quiet.p50.toFixed(1)} ms, p99 ` +
        `${quiet.p99.toFixed(1)} ms (${baseline.times.length}); during the fit p50 ${busy.p50.toFixed(1)} ms, ` +
        `p99 ${busy.p99.toFixed(1)} ms (${loaded.times.length}; budget 50 ms), max ${Math.max(...loaded.times).toFixed(1)} ms`,
    );
    console.log(
      `the server's event loop held at most ${baseline.loopMax.toFixed(1)} ms without a fit, ` +
        `${loaded.loopMax.toFixed(1)} ms during it (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs)`,
    );
  } finally {
    await bench.close();
  }
}

const asItems = (histories: ReturnType<typeof cardHistories>) =>
  trainingItems(histories).map(
    (item) =>
      new FSRSBindingItem(item.reviews.map((review) => new FSRSBindingReview(review.rating, review.deltaT))),
  );

async function heldOutStudy(): Promise<void> {
  const HELD_OUT = 400;
  const SEEDS = [1, 2, 3, 4, 5];
  console.log(
    '\nfitted on the first N learnable reviews, log loss on the next 400 (fitted - defaults; < 0 = better)',
  );
  console.log('memory      N    mean diff   fits better');
  for (const [name, memory] of [
    ['defaults', [...default_w]],
    ['forgetful', FORGETFUL_MEMORY],
  ] as const) {
    for (const size of [100, 200, 400, 800]) {
      const diffs: number[] = [];
      for (const seed of SEEDS) {
        const simulation = simulateLearner({
          memory: [...memory],
          days: 90,
          newCardsPerDay: 6,
          start: START,
          seed,
        });
        const items = asItems(cardHistories(loggedRatings(simulation)));
        const train = items.slice(0, size);
        const test = items.slice(size, size + HELD_OUT);
        const fitted = await computeParameters(train, { enableShortTerm: true, numRelearningSteps: 1 });
        const loss = (parameters: number[]) => new FSRSBinding(parameters).evaluate(test).logLoss;
        diffs.push(loss(fitted) - loss([...default_w]));
      }
      const mean = diffs.reduce((sum, diff) => sum + diff, 0) / diffs.length;
      const better = diffs.filter((diff) => diff < 0).length;
      console.log(
        `${name.padEnd(10)} ${String(size).padStart(4)}   ${mean.toFixed(4).padStart(8)}   ${better}/${SEEDS.length}`,
      );
    }
  }
}

const began = performance.now();
await fitUnderLoad();
console.log(`(part 1: ${((performance.now() - began) / 1000).toFixed(1)} s)`);
await heldOutStudy();
