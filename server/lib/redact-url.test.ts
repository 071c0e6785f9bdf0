import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('blanks the token of an old e-mailed link and keeps the other parameters', () => {
    expect(redactUrl('/auth/reset-password?token=abc123&lang=fr')).toBe('/auth/reset-password?token=[redacted]&lang=fr');
  });

  it('blanks every secret-looking parameter, whatever its case or escaping', () => {
    expect(redactUrl('/x?id_token=a&API_KEY=b&password=c&otp=d&code=e&%74oken=f&page=2')).toBe(
      '/x?id_token=[redacted]&API_KEY=[redacted]&password=[redacted]&otp=[redacted]&code=[redacted]&%74oken=[redacted]&page=2',
    );
  });

  it('leaves a URL without a query as it is', () => {
    expect(redactUrl('/api/user_login')).toBe('/api/user_login');
  });

  it('drops a fragment, which could only carry what a browser would not send', () => {
    expect(redactUrl('/auth/verify-email?lang=fr#token=abc')).toBe('/auth/verify-email?lang=fr');
    expect(redactUrl('/auth/verify-email#token=abc')).toBe('/auth/verify-email');
  });

  it('survives a malformed escape in a parameter name', () => {
    expect(redactUrl('/x?%E0%A4%A=1&token=2')).toBe('/x?%E0%A4%A=1&token=[redacted]');
  });
});
