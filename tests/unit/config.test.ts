import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:5000');
    expect(c.storage).toMatchObject({ driver: 'disk' });
    expect(c.webConcurrency).toBe(1);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/k',
      DATABASE_URL: 'postgres://u@h:5432/db',
      PUBLIC_URL: 'https://kelasi.cd/',
      SMTP_URL: 'smtp://u:p@mail:587',
      MAIL_FROM: 'Kelasi <bonjour@kelasi.cd>',
      NODE_ENV: 'production',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'kelasi',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'false',
      WEB_CONCURRENCY: '4',
    });
    expect(c).toMatchObject({
      webConcurrency: 4,
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/k',
      databaseUrl: 'postgres://u@h:5432/db',
      publicUrl: 'https://kelasi.cd',
      smtpUrl: 'smtp://u:p@mail:587',
      env: 'production',
      storage: {
        driver: 's3',
        bucket: 'kelasi',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: false,
      },
    });
  });

  it('stops with a readable message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'prod' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'prod' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('Configuration invalide');
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('NODE_ENV');
    }
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
  });

  it('runs several processes only on PostgreSQL: the embedded database serves one', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY.*DATABASE_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(
      loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://u@h/db' }).webConcurrency,
    ).toBe(2);
  });

  it('trusts proxies by hop count or address, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'partout' })).toThrow(ConfigError);
  });
});
