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

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});
