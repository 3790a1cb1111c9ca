import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { repoRoot, serverPackageRoot } from './paths';

describe('configuration from the environment', () => {
  it('has defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      sessionIdleMinutes: 30,
      nodeEnv: 'development',
      trustProxy: false,
    });
    expect(config.dataDir).toBe(join(repoRoot(), '.data', 'pglite'));
    expect(config.webDist).toBe(resolve(serverPackageRoot(), '..', 'web', 'dist'));
  });

  it('reads the variables, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: '',
      DATA_DIR: 'relative/db',
      SESSION_IDLE_MINUTES: '5',
      TRUST_PROXY: 'true',
      VERSION: '2.24.3',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(resolve('relative/db'));
    expect(config.sessionIdleMinutes).toBe(5);
    expect(config.trustProxy).toBe(true);
    expect(config.version).toBe('2.24.3');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  it('logs readable lines by default, JSON in production or with LOG_FORMAT=json', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('reads the abuse limits and the test aids', () => {
    expect(loadConfig({})).toMatchObject({
      signInMaxPerMinute: 60,
      signInFreeFailures: 5,
      signInAccountFreeFailures: 10,
      signInFirstDelaySeconds: 1,
      signInMaxDelayMinutes: 15,
      signInForgetHours: 24,
      auditRetentionDays: 365,
      auditPurgeIntervalMinutes: 60,
      cspReportsExposed: true,
      faultsEnabled: false,
    });
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.cspReportsExposed).toBe(false);
    expect(production.faultsEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', CSP_REPORTS_EXPOSED: '1' }).cspReportsExposed).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'production', FAULTS_ENABLED: '1' }).faultsEnabled).toBe(false);
    expect(
      loadConfig({ SIGN_IN_FREE_FAILURES: '3', SIGN_IN_MAX_DELAY_MINUTES: '30' }),
    ).toMatchObject({ signInFreeFailures: 3, signInMaxDelayMinutes: 30 });
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});
