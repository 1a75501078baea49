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
  ])('a bad value stops the boot with a message naming the variable: %o', (env, variable) => {
    expect(() => AppConfig.fromEnv(env)).toThrow(ConfigError);
    expect(() => AppConfig.fromEnv(env)).toThrow(new RegExp(`^Configuration invalide : ${variable} `));
  });

  test('production never seeds demo data unless asked', () => {
    const config = AppConfig.fromEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(config.seedDemo).toBe(false);
  });
});
