// Fails when CI=true and PostgreSQL or Redis (TEST_DATABASE_URL / TEST_REDIS_URL) cannot be reached,
// so the database and Redis suites never quietly drop out of a CI run.
import pg from 'pg';
import { Redis } from 'ioredis';

const ci = process.env.CI === 'true';
let failed = false;

async function check(name, url, probe) {
  if (!url) {
    if (ci) {
      console.error(`${name}: no URL set under CI`);
      failed = true;
    }
    return;
  }
  try {
    await probe(url);
    console.log(`${name}: reachable`);
  } catch (error) {
    console.error(`${name}: unreachable at ${url.replace(/\/\/[^@]*@/, '//***@')}: ${error.message}`);
    if (ci) failed = true;
  }
}

await check('PostgreSQL', process.env.TEST_DATABASE_URL, async (url) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  await client.query('select 1');
  await client.end();
});

await check('Redis', process.env.TEST_REDIS_URL, async (url) => {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.ping();
  redis.disconnect();
});

process.exit(failed ? 1 : 0);
