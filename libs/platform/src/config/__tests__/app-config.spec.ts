import { AppConfig, ConfigError } from '../app-config.js';

describe('AppConfig', () => {
  test('defaults to the embedded engines: SQLite file under data/, jobs in the database, mail to the outbox', () => {
    const config = AppConfig.fromEnv({});
    expect(config.database).toEqual({
      engine: 'sqlite',
      path: expect.stringMatching(/data\/cuvee\.sqlite$/),
    });
    expect(config.jobDriver).toBe('database');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(true);
  });

  test('DB_URL selects MySQL and REDIS_URL selects BullMQ', () => {
    const config = AppConfig.fromEnv({
      DB_URL: 'mysql://root@127.0.0.1:3306/cuvee',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.database).toEqual({
      engine: 'mysql',
      url: 'mysql://root@127.0.0.1:3306/cuvee',
      poolSize: 10,
    });
    expect(config.jobDriver).toBe('bullmq');
  });

  test.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DB_URL: 'postgres://localhost/cuvee' }, 'DB_URL'],
    [{ DB_URL: 'mysql://root@localhost:3306' }, 'DB_URL'],
    [{ DB_URL: 'not a url' }, 'DB_URL'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL'],
    [{ SMTP_URL: 'smtp//nope' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1, 300.1.1.1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'fd00::/129' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/8/8' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0.0.0.0/0' }, 'TRUST_PROXY'],
  ])('a bad value stops the boot with a message naming the variable: %o', (env, variable) => {
    expect(() => AppConfig.fromEnv(env)).toThrow(ConfigError);
    expect(() => AppConfig.fromEnv(env)).toThrow(new RegExp(`^Configuration invalide : ${variable} `));
  });

  test('TRUST_PROXY: no proxy by default; a comma list of IPv4 and IPv6 addresses, networks and named ranges', () => {
    expect(AppConfig.fromEnv({}).trustProxy).toEqual([]);
    expect(
      AppConfig.fromEnv({ TRUST_PROXY: ' 172.30.80.0/24, 10.0.0.7 ,fd00::/8,::1,loopback,' }).trustProxy,
    ).toEqual(['172.30.80.0/24', '10.0.0.7', 'fd00::/8', '::1', 'loopback']);
  });

  test('a bad TRUST_PROXY entry is named in the message', () => {
    expect(() => AppConfig.fromEnv({ TRUST_PROXY: '127.0.0.1,proxy.local' })).toThrow(
      "Configuration invalide : TRUST_PROXY doit être une liste d'adresses IP ou de réseaux CIDR séparés " +
        'par des virgules (reçu « proxy.local »)',
    );
  });

  test("QUEUE_LOCK_MS: unset leaves each driver's default; a number of milliseconds from 1 s; anything else refused", () => {
    expect(AppConfig.fromEnv({}).queueLockMs).toBeUndefined();
    expect(AppConfig.fromEnv({ QUEUE_LOCK_MS: '4000' }).queueLockMs).toBe(4000);
    expect(() => AppConfig.fromEnv({ QUEUE_LOCK_MS: '999' })).toThrow(ConfigError);
    expect(() => AppConfig.fromEnv({ QUEUE_LOCK_MS: 'soon' })).toThrow(/QUEUE_LOCK_MS/);
  });

  test('production never seeds demo data unless asked', () => {
    const config = AppConfig.fromEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(config.seedDemo).toBe(false);
  });
});
