// `npm start`: builds the workspace (Nx caches: the second start is fast) and runs the whole product:
// the API (and the job worker when REDIS_URL is set), then the back office served by `vite preview` and
// the shop front by its own server (public pages rendered with React, ADR 0057), both proxying /v1 and
// /docs to the API. Each child's lines carry its name.
// Ctrl+C stops everything; if one child dies, the others are stopped and the exit code is non-zero.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
/** The JS file behind an installed package's command (run with this very Node). */
const binOf = (pkg) => {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = require(manifest);
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[pkg]);
};
const READY_TIMEOUT_MS = 90_000;
const KILL_AFTER_MS = 10_000;

// ---- (a) Node version
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Cuvée demande Node.js 22.12 ou plus récent (trouvé ${process.version}). Installez-le, par exemple avec nvm, puis relancez npm start.\n` +
      `Cuvée needs Node.js 22.12 or newer (found ${process.version}). Install it, for instance with nvm, then run npm start again.`,
  );
  process.exit(1);
}

// ---- (b) Build everything
const built = spawnSync(process.execPath, [binOf('nx'), 'run-many', '-t', 'build', '--output-style=static'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
});
if (built.status !== 0) {
  console.error('La construction a échoué (voir ci-dessus). / The build failed (see above).');
  process.exit(built.status ?? 1);
}

// ---- Addresses
const apiPort = Number(process.env.PORT || 3000);
const bindHost = process.env.HOST || '127.0.0.1';
// A wildcard address is listened on, never connected to: talk to the loopback instead.
const host = ['0.0.0.0', '::'].includes(bindHost) ? '127.0.0.1' : bindHost;
const urlOf = (port, path = '') => `http://${host.includes(':') ? `[${host}]` : host}:${port}${path}`;
const apiUrl = urlOf(apiPort);
const backofficePort = Number(process.env.BACKOFFICE_PORT || 5173);
const shopPort = Number(process.env.SHOP_PORT || 5174);

// ---- Children: output prefixed with their name, stopped together
const children = new Set();
let stopping = false;
let exitCode = 0;
let killTimer;

const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const COLOURS = { api: 36, worker: 35, backoffice: 34, shop: 32 };
const label = (name) => {
  const text = name.padEnd(11);
  return useColour ? `\x1b[${COLOURS[name]}m${text}\x1b[0m│` : `${text}│`;
};

// The API and the worker log pino JSON (for log collectors); here a person reads them: time, level,
// message, and the request line when there is one. Anything that is not a pino line passes unchanged.
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
function readable(line) {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    if (!entry.level || !entry.msg) return line;
    const time = new Date(entry.time).toTimeString().slice(0, 8);
    const request = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
    const response = entry.res ? ` → ${entry.res.statusCode} (${Math.round(entry.responseTime)} ms)` : '';
    const error = entry.err ? ` ${entry.err.message ?? ''}` : '';
    return `${time} ${LEVELS[entry.level] ?? entry.level} ${entry.msg}${request}${response}${error}`;
  } catch {
    return line;
  }
}

function start(name, args, { cwd = root, env = {} } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...(useColour && { FORCE_COLOR: '1' }), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: the terminal's Ctrl+C reaches only this script, which then stops the children.
    detached: process.platform !== 'win32',
  });
  child.name = name;
  children.add(child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${label(name)} ${readable(line)}\n`));
  }
  child.on('error', (error) => {
    console.error(`${label(name)} ${error.message}`);
  });
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(
        `\n${name} s'est arrêté de façon inattendue (${signal ?? `code ${code}`}) : arrêt de Cuvée.` +
          `\n${name} stopped unexpectedly (${signal ?? `code ${code}`}): stopping Cuvée.`,
      );
      stop(1);
    } else if (children.size === 0) {
      clearTimeout(killTimer);
      process.exit(exitCode);
    }
  });
  return child;
}

function signal(child, name) {
  try {
    if (process.platform === 'win32') child.kill(name);
    else process.kill(-child.pid, name); // its whole process group: grandchildren too
  } catch {
    // already gone
  }
}

// ---- (g) Graceful stop: SIGTERM, then SIGKILL after 10 s (at once on a second Ctrl+C)
function stop(code) {
  if (stopping) {
    for (const child of children) signal(child, 'SIGKILL');
    return;
  }
  stopping = true;
  exitCode = code;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children) signal(child, 'SIGTERM');
  killTimer = setTimeout(() => {
    for (const child of children) {
      console.error(`${label(child.name)} ne s'arrête pas : SIGKILL. / does not stop: SIGKILL.`);
      signal(child, 'SIGKILL');
    }
  }, KILL_AFTER_MS);
}

for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    if (!stopping) console.log('\nArrêt de Cuvée… / Stopping Cuvée…');
    stop(0);
  });
}
// Last resort (an exception in this script): never leave a child behind.
process.on('exit', () => {
  for (const child of children) signal(child, 'SIGKILL');
});

async function waitFor(url, what) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (stopping) return;
  console.error(
    `\n${what} ne répond pas sur ${url} après ${READY_TIMEOUT_MS / 1000} s : arrêt de Cuvée.` +
      `\n${what} did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s: stopping Cuvée.`,
  );
  stop(1);
}

async function main() {
  // ---- (c) API, and the worker when the jobs go through Redis
  start('api', ['apps/api/dist/main.js']);
  if (process.env.REDIS_URL) start('worker', ['apps/worker/dist/main.js']);
  await waitFor(`${apiUrl}/v1/health`, "L'API / The API");

  // ---- (d) Front ends, served from their build, proxying the API: the back office by vite preview, the
  // shop front by its server (the same one docker/ runs), which renders the public pages
  if (!stopping) {
    start(
      'backoffice',
      [binOf('vite'), 'preview', '--host', bindHost, '--port', String(backofficePort), '--strictPort'],
      {
        cwd: join(root, 'apps', 'backoffice'),
        env: { API_URL: apiUrl },
      },
    );
  }
  if (!stopping) {
    start('shop', ['apps/shop/dist/server/main.js'], {
      env: { API_URL: apiUrl, HOST: bindHost, SHOP_PORT: String(shopPort) },
    });
  }
  await Promise.all([
    waitFor(urlOf(backofficePort, '/'), 'Le back office / The back office'),
    waitFor(urlOf(shopPort, '/'), 'La boutique / The shop'),
  ]);
  if (stopping) return; // the children's exit handlers end the process

  // ---- (e) Banner
  let iam = {};
  try {
    await import('reflect-metadata'); // the entities' decorators expect it, as in the API
    iam = await import(pathToFileURL(join(root, 'libs/iam/dist/index.js')).href);
  } catch (error) {
    console.error(`(comptes de démonstration indisponibles / demo accounts unavailable: ${error.message})`);
  }
  const { DEMO_ACCOUNTS: accounts = [], DEMO_PASSWORD: password, DEMO_SHOP_CODE: shopCode } = iam;
  // The API seeds them unless SEED_DEMO says no (default: yes, except in production).
  const seed =
    process.env.SEED_DEMO?.toLowerCase() || (process.env.NODE_ENV === 'production' ? 'false' : 'true');
  const demoSeeded = ['true', '1', 'yes'].includes(seed);
  const bold = (text) => (useColour ? `\x1b[1m${text}\x1b[0m` : text);
  const lines = [
    bold('Cuvée est démarré / Cuvée is running'),
    '',
    `API                      ${apiUrl}/v1`,
    `Santé / Health           ${apiUrl}/v1/health`,
    `Documentation OpenAPI    ${apiUrl}/docs`,
    `Back office              ${urlOf(backofficePort, '/')}`,
    `Boutique / Shop          ${urlOf(shopPort, '/')}`,
    ...(demoSeeded && accounts.length
      ? [
          '',
          `Comptes de démonstration / Demo accounts (mot de passe / password: ${bold(password)})`,
          ...accounts.map((account) => `  ${account.email.padEnd(27)}${account.label}`),
          `  Boutique de démonstration / Demo shop: Domaine des Demoiselles (code ${shopCode})`,
        ]
      : []),
    '',
    `Arrêter / Stop: ${bold('Ctrl+C')}`,
  ];
  const width = Math.max(...lines.map((line) => stripVTControlCharacters(line).length));
  console.log(`\n┌${'─'.repeat(width + 2)}┐`);
  for (const line of lines) {
    console.log(`│ ${line}${' '.repeat(width - stripVTControlCharacters(line).length)} │`);
  }
  console.log(`└${'─'.repeat(width + 2)}┘\n`);
}

await main();
