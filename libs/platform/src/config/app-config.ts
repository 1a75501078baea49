import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';

/** Thrown at boot when an environment variable is missing or malformed; the message names it. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Configuration invalide : ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

/**
 * Who may scrape /metrics: a bearer token, a basic-auth pair, or both (Prometheus sends either). Unset,
 * the endpoint does not exist (ADR 0064).
 */
export interface MetricsConfig {
  token: string | undefined;
  basic: { user: string; password: string } | undefined;
}

export type DatabaseConfig =
  { engine: 'sqlite'; path: string } | { engine: 'mysql'; url: string; poolSize: number };

type Env = Record<string, string | undefined>;

const DEV_JWT_SECRET = 'cuvee-dev-secret-change-me';

/**
 * Every setting the server reads from its environment, parsed and checked in one place at boot.
 * The README configuration table lists the same variables; keep both in step.
 */
export class AppConfig {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  readonly migrationsRun: boolean;
  readonly redisUrl: string | undefined;
  readonly queuePrefix: string;
  readonly queuePollMs: number;
  readonly queueConcurrency: number;
  /**
   * How long a job stays locked to a worker that stopped renewing its lock (a crashed process) before
   * another worker takes it over; unset, each driver's own default (BullMQ 30 s, database 60 s). Tests
   * of crash recovery lower it so the real takeover happens within the test.
   */
  readonly queueLockMs: number | undefined;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly jwtSecret: string;
  readonly corsOrigins: string[];
  /**
   * Addresses and networks of the reverse proxies in front of the API. Only they may name the client in
   * X-Forwarded-For; empty, the header is ignored and the socket's address is the client.
   */
  readonly trustProxy: string[];
  /** Where people open the front end: the base of the links sent by mail (validation, reset, invitations). */
  readonly publicUrl: string;
  readonly bodyLimit: number;
  /**
   * The largest import file sent as multipart/form-data, in bytes (ADR 0067): streamed to storage, so it
   * may be far above BODY_LIMIT, which bounds JSON bodies (and the base64 imports they carry).
   */
  readonly importMaxBytes: number;
  readonly logLevel: string;
  readonly seedDemo: boolean;
  /** Requests per minute of one API key, counted across every replica (ADR 0056). */
  readonly rateLimitPerKey: number;
  /** Requests per minute made with API keys from one address, whatever the key (guessing keys included). */
  readonly rateLimitPerAddress: number;
  /** The waits before each new try of a webhook delivery that failed, in milliseconds. */
  readonly webhookRetryDelaysMs: number[];
  /** The credentials of /metrics; undefined, metrics are off and /metrics answers 404. */
  readonly metrics: MetricsConfig | undefined;
  /**
   * The port of the worker's own liveness and metrics listener (0: any free one, for tests); undefined,
   * the worker listens on none.
   */
  readonly workerPort: number | undefined;
  /**
   * The self-hosted captcha of public forms (ADR 0088): the public key that names this installation, the
   * secret that signs its challenges (derived from JWT_SECRET unless CAPTCHA_SECRET is set), and the
   * work asked of a browser (the secret number lies in [0, maxNumber]).
   */
  readonly captcha: { readonly siteKey: string; readonly secret: string; readonly maxNumber: number };

  private constructor(env: Env) {
    this.nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
    this.host = env.HOST || '127.0.0.1';
    this.port = integer(env, 'PORT', 3000, 0, 65535);
    this.dataDir = resolve(env.DATA_DIR || 'data');
    this.database = databaseOf(env, this.dataDir);
    this.migrationsRun = boolean(env, 'MIGRATIONS_RUN', true);
    this.redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
    this.queuePrefix = env.QUEUE_PREFIX || 'cuvee';
    this.queuePollMs = integer(env, 'QUEUE_POLL_MS', 500, 50, 60_000);
    this.queueConcurrency = integer(env, 'QUEUE_CONCURRENCY', 2, 1, 64);
    this.queueLockMs = env.QUEUE_LOCK_MS ? integer(env, 'QUEUE_LOCK_MS', 0, 1_000, 3_600_000) : undefined;
    this.smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
    this.mailFrom = env.MAIL_FROM || 'Cuvée <no-reply@cuvee.local>';
    this.jwtSecret =
      env.JWT_SECRET || (this.nodeEnv === 'production' ? missing('JWT_SECRET') : DEV_JWT_SECRET);
    if (this.nodeEnv === 'production' && this.jwtSecret.length < 32) {
      throw new ConfigError('JWT_SECRET', 'doit faire au moins 32 caractères en production');
    }
    this.corsOrigins = (env.CORS_ORIGINS ?? 'http://localhost:5173,http://localhost:5174')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    this.trustProxy = proxies(env, 'TRUST_PROXY');
    this.publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? 'http://localhost:5173').replace(
      /\/+$/,
      '',
    );
    this.bodyLimit = integer(env, 'BODY_LIMIT', 1_048_576, 1024, 100 * 1_048_576);
    this.importMaxBytes = integer(env, 'IMPORT_MAX_BYTES', 100 * 1_048_576, 1024, 1024 * 1_048_576);
    this.logLevel = oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'info',
    );
    this.seedDemo = boolean(env, 'SEED_DEMO', this.nodeEnv !== 'production');
    this.rateLimitPerKey = integer(env, 'RATE_LIMIT_PER_KEY', 600, 1, 1_000_000);
    this.rateLimitPerAddress = integer(env, 'RATE_LIMIT_PER_ADDRESS', 1200, 1, 1_000_000);
    this.webhookRetryDelaysMs = delays(
      env,
      'WEBHOOK_RETRY_DELAYS',
      [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000],
    );
    this.metrics = metricsOf(env);
    this.workerPort = env.WORKER_PORT ? integer(env, 'WORKER_PORT', 0, 0, 65535) : undefined;
    const captchaSecret = env.CAPTCHA_SECRET || hmacHex(this.jwtSecret, 'captcha');
    this.captcha = {
      siteKey: env.CAPTCHA_SITE_KEY || hmacHex(captchaSecret, 'site-key').slice(0, 24),
      secret: captchaSecret,
      maxNumber: integer(env, 'CAPTCHA_MAX_NUMBER', 50_000, 1, 10_000_000),
    };
  }

  static fromEnv(env: Env = process.env): AppConfig {
    return new AppConfig(env);
  }

  get jobDriver(): 'bullmq' | 'database' {
    return this.redisUrl ? 'bullmq' : 'database';
  }
}

/** A comma-separated list of waits in milliseconds (each 10 ms to 2 days), at most ten. */
/** Hex HMAC-SHA-256: derives a secret of its own from another, so one leaked value does not give the other. */
function hmacHex(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

function delays(env: Env, variable: string, fallback: number[]): number[] {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (
    values.length > 10 ||
    !values.every((value) => Number.isInteger(value) && value >= 10 && value <= 172_800_000)
  ) {
    throw new ConfigError(
      variable,
      `doit lister jusqu'à 10 durées en millisecondes séparées par des virgules (reçu « ${raw} »)`,
    );
  }
  return values;
}

/** Scrape credentials are machine-made: long enough that guessing them is out of the question. */
const METRICS_SECRET_MIN = 16;

function metricsOf(env: Env): MetricsConfig | undefined {
  const token = env.METRICS_TOKEN || undefined;
  const pair = env.METRICS_BASIC_AUTH || undefined;
  if (!token && !pair) return undefined;
  if (token !== undefined && token.length < METRICS_SECRET_MIN) {
    throw new ConfigError('METRICS_TOKEN', `doit faire au moins ${METRICS_SECRET_MIN} caractères`);
  }
  let basic: MetricsConfig['basic'];
  if (pair !== undefined) {
    const colon = pair.indexOf(':');
    const user = colon > 0 ? pair.slice(0, colon) : '';
    const password = colon > 0 ? pair.slice(colon + 1) : '';
    if (!user || password.length < METRICS_SECRET_MIN) {
      throw new ConfigError(
        'METRICS_BASIC_AUTH',
        `doit valoir utilisateur:mot-de-passe, le mot de passe d'au moins ${METRICS_SECRET_MIN} caractères`,
      );
    }
    basic = { user, password };
  }
  return { token, basic };
}

function missing(variable: string): never {
  throw new ConfigError(variable, 'est obligatoire');
}

function integer(env: Env, variable: string, fallback: number, min: number, max: number): number {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(variable, `doit être un entier entre ${min} et ${max} (reçu « ${raw} »)`);
  }
  return value;
}

function boolean(env: Env, variable: string, fallback: boolean): boolean {
  const raw = env[variable]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(variable, `doit valoir true ou false (reçu « ${env[variable]} »)`);
}

function oneOf<T extends string>(env: Env, variable: string, allowed: readonly T[], fallback: T): T {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(variable, `doit valoir ${allowed.join(', ')} (reçu « ${raw} »)`);
}

function url(env: Env, variable: string, protocols: string[]): string | undefined {
  const raw = env[variable];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(variable, `n'est pas une URL valide`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(variable, `doit commencer par ${protocols.map((p) => `${p}//`).join(' ou ')}`);
  }
  return raw;
}

/** proxy-addr's names for the loopback, link-local and private ranges (both IP versions). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** A comma list of IPv4/IPv6 addresses, CIDR networks or named ranges, as Fastify's trustProxy takes it. */
function proxies(env: Env, variable: string): string[] {
  const entries = (env[variable] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!NAMED_RANGES.includes(entry) && !isAddressOrNetwork(entry)) {
      throw new ConfigError(
        variable,
        `doit être une liste d'adresses IP ou de réseaux CIDR séparés par des virgules (reçu « ${entry} »)`,
      );
    }
  }
  return entries;
}

/** An address, or a network with a prefix length; /0 (every address, what Fastify refuses too) is not one. */
function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const length = /^\d{1,3}$/.test(prefix) ? Number(prefix) : 0;
  return length >= 1 && length <= (version === 4 ? 32 : 128);
}

function databaseOf(env: Env, dataDir: string): DatabaseConfig {
  const dbUrl = url(env, 'DB_URL', ['mysql:', 'mariadb:']);
  if (dbUrl) {
    if (!new URL(dbUrl).pathname.replace('/', '')) {
      throw new ConfigError('DB_URL', 'doit nommer la base de données (mysql://user:pass@host:3306/cuvee)');
    }
    return {
      engine: 'mysql',
      url: dbUrl.replace(/^mariadb:/, 'mysql:'),
      poolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 200),
    };
  }
  return { engine: 'sqlite', path: resolve(env.SQLITE_PATH || `${dataDir}/cuvee.sqlite`) };
}
