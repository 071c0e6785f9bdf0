import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedAnswers, successJson } from './encoded-answers';

const big = () => ({ strings: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`key.${i}`, `Text number ${i}`])) });

describe('EncodedAnswers', () => {
  it('encodes the envelope in the coding asked for, and decodes to the same JSON', () => {
    const answers = new EncodedAnswers({ thresholdBytes: 1024, verify: true });
    const data = big();
    const plain = answers.shared(data, 'identity');
    expect(plain).toMatchObject({ coding: 'identity', varies: true });
    expect(JSON.parse(plain.bytes.toString('utf8'))).toEqual({ error: false, data });
    const br = answers.shared(data, 'br');
    expect(br).toMatchObject({ coding: 'br', varies: true });
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(successJson(data));
    const gzip = answers.shared(data, 'gzip');
    expect(gzip).toMatchObject({ coding: 'gzip', varies: true });
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(successJson(data));
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
  });

  it('makes the bytes once per object and anew for a new object', () => {
    const answers = new EncodedAnswers({ thresholdBytes: 1024, verify: false });
    const data = big();
    const first = answers.shared(data, 'br');
    expect(answers.shared(data, 'br').bytes).toBe(first.bytes);
    const reloaded = { ...big(), version: 2 };
    const next = answers.shared(reloaded, 'br');
    expect(next.bytes).not.toBe(first.bytes);
    expect(JSON.parse(brotliDecompressSync(next.bytes).toString('utf8'))).toEqual({ error: false, data: reloaded });
  });

  it('sends a small answer as it is, whatever the client accepts', () => {
    const answers = new EncodedAnswers({ thresholdBytes: 1024, verify: true });
    const small = answers.shared({ ok: true }, 'br');
    expect(small).toMatchObject({ coding: 'identity', varies: false });
    expect(small.bytes.toString('utf8')).toBe('{"error":false,"data":{"ok":true}}');
  });

  it('refuses to send again an object changed after it was sent, when verifying', () => {
    const answers = new EncodedAnswers({ thresholdBytes: 1024, verify: true });
    const data = big();
    answers.shared(data, 'gzip');
    data.strings['key.0'] = 'changed in place';
    expect(() => answers.shared(data, 'gzip')).toThrow(/changed after it was sent/);
  });

  it('encodes a one-off answer without keeping it', () => {
    const answers = new EncodedAnswers({ thresholdBytes: 1024, verify: true });
    const json = successJson(big());
    const once = answers.once(json, 'gzip');
    expect(once.coding).toBe('gzip');
    expect(gunzipSync(once.bytes).toString('utf8')).toBe(json);
  });
});
