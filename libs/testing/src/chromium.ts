import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

/*
 * The browser the tests drive: Debian's chromium when the machine has it, otherwise the Chromium that
 * the @sparticuz/chromium package carries inside itself (brotli files under its bin/, nothing is
 * downloaded). The packaged one is unpacked once per version into the temporary folder, with the NSS
 * and expat libraries it links to and a font, so that it needs nothing beyond the C library. Not the
 * package's own executablePath(): it writes straight to /tmp/chromium, where a parallel jest worker can
 * start a half-written binary, and it sets the library path only on AWS Lambda.
 */

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ChromiumExecutable {
  path: string;
  /** Environment the binary needs on top of the process's own (library and font paths). */
  env: Record<string, string>;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The files of a tar archive (regular files only, as the package's archives hold), by path. */
function tarFiles(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (let offset = 0; offset + 512 <= archive.length;) {
    const header = archive.subarray(offset, offset + 512);
    const field = (start: number, length: number) =>
      header.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const name = field(0, 100);
    if (!name) break; // two zero blocks close the archive
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const prefix = field(345, 155);
    const type = field(156, 1);
    if (type === '0' || type === '') {
      files.set(prefix ? `${prefix}/${name}` : name, archive.subarray(offset + 512, offset + 512 + size));
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** Unpacks the package's Chromium into a fresh folder, then renames it into place (parallel test workers race). */
function unpackPackagedChromium(): string {
  const packageDir = join(dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))), '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const target = join(tmpdir(), `cuvee-chromium-${version}`);
  if (existsSync(join(target, 'chromium'))) return target;

  const bin = join(packageDir, 'bin');
  const partial = `${target}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(join(partial, 'chromium'), brotliDecompressSync(readFileSync(join(bin, 'chromium.br'))), {
    mode: 0o755,
  });
  // al2023.tar.br: lib/libnss3.so and the others the binary links to; fonts.tar.br: fonts/Open_Sans.
  for (const archive of ['al2023.tar.br', 'fonts.tar.br']) {
    for (const [path, content] of tarFiles(brotliDecompressSync(readFileSync(join(bin, archive))))) {
      mkdirSync(dirname(join(partial, path)), { recursive: true });
      writeFileSync(join(partial, path), content, { mode: 0o755 });
    }
  }
  // The machine's fonts when it has some, the packaged one in any case.
  writeFileSync(
    join(partial, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>/usr/share/fonts</dir>\n  <dir>${join(target, 'fonts')}</dir>\n` +
      `  <cachedir>${join(target, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  );
  try {
    renameSync(partial, target);
  } catch (error) {
    // Another worker got there first: its copy is complete, ours goes.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(target, 'chromium'))) throw error;
  }
  return target;
}

/** Debian's chromium when it is installed, otherwise the packaged one (unpacked on first use). */
export function chromiumExecutable(system = SYSTEM_CHROMIUM): ChromiumExecutable {
  if (isExecutable(system)) return { path: system, env: {} };
  const folder = unpackPackagedChromium();
  return {
    path: join(folder, 'chromium'),
    env: {
      LD_LIBRARY_PATH: [join(folder, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_PATH: folder, // its fonts.conf
    },
  };
}

/** A headless Chromium for playwright-core: the system's or the packaged one. */
export async function launchChromium(executable = chromiumExecutable()): Promise<Browser> {
  return chromium.launch({
    executablePath: executable.path,
    args: ARGS,
    headless: true,
    env: { ...process.env, ...executable.env } as Record<string, string>,
  });
}
