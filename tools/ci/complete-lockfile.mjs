// Restores the platform-specific optional packages (swc, msgpackr-extract, unrs-resolver… for macOS,
// Windows and other CPUs) that a lock file written on this Linux machine lacks: the registry mirror here
// does not serve them, so `npm install` leaves them out, and `npm ci` then refuses the lock as out of
// sync. Each missing entry gets its version and the os/cpu/libc npm needs to skip it on other platforms.
// Run after every `npm install`: `npm run lock:complete`. Idempotent.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

/** Reads os, cpu and libc from a platform package name such as `@swc/core-linux-arm-gnueabihf`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return null;
  const libc =
    parts.includes('musl') || parts.some((p) => p.startsWith('musl'))
      ? 'musl'
      : parts.some((p) => p.startsWith('gnu'))
        ? 'glibc'
        : undefined;
  return { os, cpu, libc };
}

/** Where npm would find `name` for the package at `from`: its own node_modules, then each parent's. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const index = dir.lastIndexOf('/node_modules/');
    dir = index < 0 ? '' : dir.slice(0, index);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) {
      console.warn(`left alone: ${name}@${range} (optional dependency of ${path || 'the root'})`);
      continue;
    }
    const target = packages[`node_modules/${name}`] ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    packages[target] = {
      version: range,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added ? `package-lock.json: ${added} platform package(s) restored` : 'package-lock.json: complete',
);
