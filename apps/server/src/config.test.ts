import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs with no configuration at all: embedded database in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.downloadsDir).toBe(path.resolve('data', 'downloads'));
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://portal.example/',
      DATABASE_URL: 'postgres://user@db.example/portal',
      DATA_DIR: '/srv/oneclick',
      DOWNLOADS_DIR: '/srv/files',
      SUPPORT_EMAIL: 'help@portal.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://portal.example',
      databaseUrl: 'postgres://user@db.example/portal',
      dataDir: '/srv/oneclick',
      downloadsDir: '/srv/files',
      site: { supportEmail: 'help@portal.example' },
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/portal'],
    ['SUPPORT_EMAIL', 'not-an-email'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'portal'],
  ])('stops on a bad %s, naming it', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`${key}:`));
  });
});
