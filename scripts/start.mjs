// `npm start`: build whatever is missing or older than its sources, then run the server
// (which migrates the database before it listens).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The newest modification time of a file, or of every file under a folder (tests left out). */
function newestMtime(path) {
  if (statSync(join(root, path)).isFile()) return statSync(join(root, path)).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(join(root, path), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.includes('.test.')) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  const file = join(root, output);
  if (!existsSync(file)) return true;
  const built = statSync(file).mtimeMs;
  return sources.some((dir) => newestMtime(dir) > built);
}

/* One line per build for the operator; the build tools' own output only when a build fails. */
function run(script, what) {
  const started = Date.now();
  process.stdout.write(`Building ${what}… `);
  const result = spawnSync('npm', ['run', '--silent', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) {
    process.stdout.write('failed\n');
    process.stderr.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

// The web app is built from web/src, the contract, and the build's own files in web/ (vite.config.ts, the
// plugins it loads, index.html).
const webBuildFiles = readdirSync(join(root, 'web'), { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join('web', entry.name));
if (isStale('web/dist/index.html', ['web/src', 'contract', ...webBuildFiles]))
  run('build:web', 'the web app');
if (isStale('build/server/main.js', ['server/src', 'contract'])) run('build:server', 'the server');

await import(join(root, 'build/server/main.js'));
