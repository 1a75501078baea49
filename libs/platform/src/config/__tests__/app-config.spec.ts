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

  test('metrics are off unless METRICS_TOKEN or METRICS_BASIC_AUTH is set; either or both', () => {
    expect(AppConfig.fromEnv({}).metrics).toBeUndefined();
    expect(AppConfig.fromEnv({ METRICS_TOKEN: '', METRICS_BASIC_AUTH: '' }).metrics).toBeUndefined();
    const token = 't'.repeat(16);
    expect(AppConfig.fromEnv({ METRICS_TOKEN: token }).metrics).toEqual({ token, basic: undefined });
    // The password may hold colons: only the first one ends the user.
    expect(AppConfig.fromEnv({ METRICS_BASIC_AUTH: 'prom:pass:word-0123456789' }).metrics).toEqual({
      token: undefined,
      basic: { user: 'prom', password: 'pass:word-0123456789' },
    });
    expect(AppConfig.fromEnv({ METRICS_TOKEN: token, METRICS_BASIC_AUTH: `prom:${token}` }).metrics).toEqual({
      token,
      basic: { user: 'prom', password: token },
    });
  });

  test('a short metrics secret or a pair without user or password is refused at boot, named', () => {
    expect(() => AppConfig.fromEnv({ METRICS_TOKEN: 't'.repeat(15) })).toThrow(
      'Configuration invalide : METRICS_TOKEN doit faire au moins 16 caractères',
    );
    for (const pair of ['prom', ':0123456789abcdef', `prom:${'p'.repeat(15)}`]) {
      expect(() => AppConfig.fromEnv({ METRICS_BASIC_AUTH: pair })).toThrow(
        /^Configuration invalide : METRICS_BASIC_AUTH /,
      );
    }
  });

  test('WORKER_PORT: unset, the worker listens on none; a port (0: any free one); anything else refused', () => {
    expect(AppConfig.fromEnv({}).workerPort).toBeUndefined();
    expect(AppConfig.fromEnv({ WORKER_PORT: '3001' }).workerPort).toBe(3001);
    expect(AppConfig.fromEnv({ WORKER_PORT: '0' }).workerPort).toBe(0);
    expect(() => AppConfig.fromEnv({ WORKER_PORT: '70000' })).toThrow(/WORKER_PORT/);
  });
});
