import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { describeStart, type StartFacts } from './start-banner';

function start(env: Record<string, string>, demoAccounts: number, address = 'http://127.0.0.1:8080'): ReturnType<typeof describeStart> {
  const facts: StartFacts = { config: loadConfig(env), address, database: 'pglite', demoAccounts };
  return describeStart(facts);
}

describe('the start banner', () => {
  it('says a demo start listens on 127.0.0.1 only, lists the demo accounts and warns of nothing', () => {
    const { banner, warnings } = start({}, 3);
    const text = banner.join('\n');
    expect(text).toMatch(/listens on 127\.0\.0\.1 only: other machines cannot reach it, because the demo accounts below have public passwords/);
    expect(text).toContain('admin@quizhive.test');
    expect(warnings).toEqual([]);
  });

  it('warns plainly, in the log and the banner, when HOST opens a start with demo accounts to a network', () => {
    const { banner, warnings } = start({ HOST: '0.0.0.0' }, 3, 'http://0.0.0.0:8080');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/anyone who can reach this server can sign in as the demo admin \(admin@quizhive\.test\) with the password printed in the README/);
    expect(banner).toContain(`  WARNING: ${warnings[0]}`);
    expect(banner.join('\n')).toContain('running at http://localhost:8080');
  });

  it('prints the key of the demo exam open now with the demo accounts, and not without them', () => {
    const demoExam = { title: 'General Science', key: 'QH-DEMO-2468', endsAt: new Date('2026-06-08T00:00:00Z') };
    const facts = (count: number): StartFacts => ({ config: loadConfig({}), address: 'http://127.0.0.1:8080', database: 'pglite', demoAccounts: count, demoExam });
    expect(describeStart(facts(3)).banner).toContain('  Demo exam open now: "General Science", key QH-DEMO-2468 (until 2026-06-08 00:00 UTC).');
    expect(describeStart(facts(0)).banner.join('\n')).not.toContain('QH-DEMO-2468');
  });

  it('does not warn on a network when the database has no demo account', () => {
    expect(start({ HOST: '0.0.0.0', SEED_DEMO: '0' }, 0).warnings).toEqual([]);
  });

  it('warns in production when the database still holds demo accounts, and never prints them', () => {
    const { banner, warnings } = start({ NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.com' }, 2, 'http://0.0.0.0:8080');
    expect(warnings[0]).toMatch(/2 demo account\(s\) from an earlier start; production refuses their sessions/);
    expect(banner.join('\n')).not.toMatch(/#2026/);
  });

  it('offers the outbox to admins only, and only outside production', () => {
    expect(start({}, 3).banner.join('\n')).toContain('E-mailed links and SMS codes appear in this log and, for admins, in POST /api/get_dev_outbox and on /admin/outbox.');
    expect(start({ NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.com' }, 0).banner.join('\n')).not.toContain('get_dev_outbox');
  });
});
