import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from './config.ts';

describe('configuration', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      appName: 'Faith Companion',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      database: { engine: 'sqlite', filename: path.resolve('./data/faith-companion.db') },
      logLevel: 'info',
    });
  });

  it('takes PORT, DATA_DIR, APP_NAME and a PostgreSQL DATABASE_URL from the environment', () => {
    const config = parseConfig({
      PORT: '8080',
      DATA_DIR: '/srv/faith',
      APP_NAME: 'Grace Chapel Companion',
      DATABASE_URL: 'postgres://app:secret@db:5432/faith',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir).toBe('/srv/faith');
    expect(config.appName).toBe('Grace Chapel Companion');
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://app:secret@db:5432/faith', poolSize: 10 });
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', LOG_LEVEL: '' })).toMatchObject({ port: 3000, logLevel: 'info' });
  });

  it('refuses bad values with one line per problem', () => {
    const attempt = () => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { issues } = error as ConfigError;
      expect(issues.map((issue) => issue.split(':')[0])).toEqual(['PORT', 'DATABASE_URL', 'AUTH_SECRET']);
    }
  });

  it('creates the data folder and keeps one generated auth secret across restarts', () => {
    const dataDir = path.join(mkdtempSync(path.join(inject('scratchDir'), 'fc-config-')), 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(existsSync(dataDir)).toBe(true);
    expect(first.authSecret).toHaveLength(43);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first.authSecret);
  });

  it('prefers AUTH_SECRET from the environment', () => {
    const dataDir = mkdtempSync(path.join(inject('scratchDir'), 'fc-config-'));
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret }).authSecret).toBe(secret);
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  });
});
