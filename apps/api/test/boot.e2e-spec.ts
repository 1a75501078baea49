import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// The built API (npm test builds it first), started as in production, failing to boot.
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

async function boot(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await promisify(execFile)(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', PORT: '0', ...env },
      timeout: 30_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, stderr: failure.stderr };
  }
}

test('an unreachable database stops the boot with one clear line and a non-zero exit', async () => {
  const { code, stderr } = await boot({ DB_URL: 'mysql://cuvee:secret@127.0.0.1:1/cuvee' });
  expect(code).toBe(1);
  expect(stderr.trim()).toBe(
    'Base de données injoignable (mysql://cuvee:***@127.0.0.1:1/cuvee) : ECONNREFUSED',
  );
});

test('a malformed variable stops the boot naming the variable', async () => {
  const { code, stderr } = await boot({ PORT: 'http' });
  expect(code).toBe(1);
  expect(stderr.trim()).toBe(
    'Configuration invalide : PORT doit être un entier entre 0 et 65535 (reçu « http »)',
  );
});

test('a TRUST_PROXY entry that is no address or network stops the boot naming the variable', async () => {
  const { code, stderr } = await boot({ TRUST_PROXY: '172.30.80.0/24,nginx' });
  expect(code).toBe(1);
  expect(stderr.trim()).toBe(
    "Configuration invalide : TRUST_PROXY doit être une liste d'adresses IP ou de réseaux CIDR séparés par des virgules (reçu « nginx »)",
  );
});
