import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('starts with defaults and no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, NODE_ENV: 'development', SEED_DEMO: true, TRUST_PROXY: false, devOutboxEnabled: true });
  });

  it('refuses production without PUBLIC_URL, so links never come from a Host header', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
  });

  it('turns demo content and the outbox off in production unless asked', () => {
    const production = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.com' });
    expect(production).toMatchObject({ SEED_DEMO: false, devOutboxEnabled: false });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.com', SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
  });

  it('trusts proxies by hop count or address list, never all of them', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: give a number of hops/);
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: '  ', LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
