import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1')),
  );

/**
 * Which proxies may say who the client is (X-Forwarded-For): none (`false`), a number of hops
 * (`1`: the one reverse proxy in front; `true` means that too), or the proxies' addresses and
 * networks, comma-separated. Trusting every hop would let any client forge its address.
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((v, ctx): false | number | string[] => {
      const value = v?.trim() ?? 'false';
      if (value === 'false' || value === '0') return false;
      if (value === 'true') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value.split(',').map((a) => a.trim());
      const valid = addresses.every((a) => {
        const [ip, bits] = a.split('/');
        return isIP(ip ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
      });
      if (!valid)
        ctx.addIssue({
          code: 'custom',
          message:
            "un nombre d'intermédiaires, ou des adresses IP ou réseaux séparés par des virgules",
        });
      return addresses;
    }),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Kelasi <no-reply@kelasi.cd>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'doit commencer par redis:// ou rediss://')
      .optional(),
  ),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'lettres, chiffres et « : . - _ », 64 au plus')
    .default('kelasi'),
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(true),
  SEED_DEMO_DATA: bool(true),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: false | number | string[];
  /** Counters shared by every instance (sign-in limits); in memory when absent. */
  redisUrl?: string;
  /** Starts every Redis key and channel: deployments sharing one Redis keep apart. */
  redisPrefix: string;
  seedDemoData: boolean;
  /** Server processes on this host, sharing its port (node's cluster); 1 runs a single one. */
  webConcurrency: number;
  storage:
    | { driver: 'disk'; root: string }
    | {
        driver: 's3';
        endpoint?: string;
        bucket: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      };
  /** Uploads being received (resumable) wait here until complete and checked. */
  uploadStagingDir: string;
  /** Folder of the built client (vite build). */
  clientDir: string;
}

export class ConfigError extends Error {}

/** Parses the environment once; throws a readable list naming each wrong variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError(
      'Configuration invalide :\n  - S3_BUCKET: requis quand STORAGE_DRIVER=s3',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      "Configuration invalide :\n  - WEB_CONCURRENCY: plusieurs processus demandent DATABASE_URL (la base intégrée ne sert qu'un processus)",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    // Links in mails are built from this, never from the Host header (which a caller controls).
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    seedDemoData: e.SEED_DEMO_DATA,
    webConcurrency: e.WEB_CONCURRENCY,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'disk', root: path.join(dataDir, 'objects') },
    uploadStagingDir: path.join(dataDir, 'uploads'),
    clientDir: path.resolve('dist/client'),
  };
}
