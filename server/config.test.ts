import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig } from './config';

describe('configuration', () => {
  it('starts with defaults and no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, NODE_ENV: 'development', SEED_DEMO: true, seedDemoAccounts: true, TRUST_PROXY: false, devOutboxEnabled: true });
  });

  it('listens on 127.0.0.1 by default when it seeds demo accounts, whose passwords are public', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '  ' }).HOST).toBe('127.0.0.1');
  });

  it('listens where HOST says, even with demo accounts (main.ts then warns)', () => {
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ HOST: '0.0.0.0', seedDemoAccounts: true });
    expect(loadConfig({ HOST: '::1' }).HOST).toBe('::1');
  });

  it('listens on every interface by default when no demo account is seeded', () => {
    expect(loadConfig({ SEED_DEMO: '0' })).toMatchObject({ HOST: '0.0.0.0', seedDemoAccounts: false });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.com' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.com', SEED_DEMO: '1' }).HOST).toBe('0.0.0.0');
  });

  it('refuses production without PUBLIC_URL, so links never come from a Host header', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
  });

  it('takes payments in the sandbox by default; Stripe only with its keys and PUBLIC_URL', () => {
    expect(loadConfig({}).BILLING_PROVIDER).toBe('sandbox');
    expect(() => loadConfig({ BILLING_PROVIDER: 'stripe' })).toThrow('Invalid configuration: BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PUBLIC_URL');
    expect(() => loadConfig({ BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: ' ', PUBLIC_URL: 'https://quiz.example.com' })).toThrow(/needs STRIPE_WEBHOOK_SECRET$/);
    const stripe = loadConfig({ BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', PUBLIC_URL: 'https://quiz.example.com', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' });
    expect(stripe).toMatchObject({ BILLING_PROVIDER: 'stripe', STRIPE_API_PORT: 12111, STRIPE_API_PROTOCOL: 'http' });
    expect(stripe.STRIPE_API_HOST).toBeUndefined();
    expect(() => loadConfig({ BILLING_PROVIDER: 'paypal' })).toThrow(/BILLING_PROVIDER/);
  });

  it('has the tutor phrasing off by default; on with an http(s) URL and a model', () => {
    expect(loadConfig({}).TUTOR_CHAT_URL).toBeUndefined();
    expect(loadConfig({ TUTOR_CHAT_URL: ' ', TUTOR_CHAT_KEY: '' }).TUTOR_CHAT_URL).toBeUndefined();
    expect(() => loadConfig({ TUTOR_CHAT_URL: 'https://chat.example.com/v1' })).toThrow('Invalid configuration: TUTOR_CHAT_URL needs TUTOR_CHAT_MODEL');
    expect(() => loadConfig({ TUTOR_CHAT_URL: 'ftp://chat.example.com', TUTOR_CHAT_MODEL: 'm' })).toThrow(/TUTOR_CHAT_URL/);
    expect(() => loadConfig({ TUTOR_CHAT_URL: 'https://chat.example.com/v1', TUTOR_CHAT_MODEL: 'm', TUTOR_CHAT_TIMEOUT_MS: '9000' })).toThrow(/TUTOR_CHAT_TIMEOUT_MS/);
    const on = loadConfig({ TUTOR_CHAT_URL: 'https://chat.example.com/v1', TUTOR_CHAT_MODEL: 'small-model', TUTOR_CHAT_KEY: 'sk-1' });
    expect([on.TUTOR_CHAT_URL, on.TUTOR_CHAT_MODEL, on.TUTOR_CHAT_KEY, on.TUTOR_CHAT_TIMEOUT_MS]).toEqual(['https://chat.example.com/v1', 'small-model', 'sk-1', 4000]);
  });

  it('turns demo content and the outbox off in production unless asked, and demo accounts off always', () => {
    const production = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.com' });
    expect(production).toMatchObject({ SEED_DEMO: false, seedDemoAccounts: false, demoAccountsAllowed: false, devOutboxEnabled: false });
    const withContent = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.com', SEED_DEMO: '1' });
    expect(withContent).toMatchObject({ SEED_DEMO: true, seedDemoAccounts: false, demoAccountsAllowed: false });
  });

  it('SEED_DEMO=0 seeds neither demo content nor demo accounts outside production', () => {
    expect(loadConfig({ SEED_DEMO: '0' })).toMatchObject({ SEED_DEMO: false, seedDemoAccounts: false, demoAccountsAllowed: true });
  });

  it('knows which addresses only this machine can reach', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'quiz.example.com', '127.0.0.1.example.com']) expect(isLoopbackHost(host), host).toBe(false);
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
