import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../contract/api/actions';
import { createTestApp, demo, envelope, lanes, login, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('the API envelope (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane, { BODY_LIMIT_BYTES: '4096' });
  });
  afterAll(() => app.close());

  it('answers an unknown action with a 404 envelope naming it', async () => {
    const res = await app.call('get_everything');
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toMatchObject({ error: true, code: 'UNKNOWN_ACTION', message: "Unknown action 'get_everything'." });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await app.app.inject({ method: 'POST', url: '/api/user_login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ error: true, code: 'MALFORMED_JSON' });
  });

  it('names the field when a type is wrong', async () => {
    const res = await app.call('user_login', { email: 42, password: 'x' });
    expect(res.statusCode).toBe(400);
    const body = envelope(res);
    expect(body).toMatchObject({ error: true, code: 'VALIDATION', field: 'email' });
    expect(body.message).toMatch(/^email: /);
  });

  it('rejects an oversize body with 413', async () => {
    const res = await app.call('user_login', { email: 'a@b.co', password: 'x'.repeat(10_000) });
    expect(res.statusCode).toBe(413);
    expect(envelope(res)).toMatchObject({ error: true, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('rejects an unsupported content type with 415', async () => {
    const res = await app.app.inject({ method: 'POST', url: '/api/get_web_settings', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(res.statusCode).toBe(415);
    expect(envelope(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('strips unknown fields instead of failing', async () => {
    const res = await app.call('get_settings', { type: 'about_us', surprise: true });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).error).toBe(false);
  });

  it('asks for a login when a user action has no token', async () => {
    const res = await app.call('get_user_by_id');
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toMatchObject({ code: 'AUTH_REQUIRED', message: 'To access this feature, please log in.' });
  });

  it('says the session expired for an unknown or malformed token', async () => {
    for (const token of ['not-a-real-token', 'a b']) {
      const res = await app.call('get_user_by_id', {}, token);
      expect(res.statusCode).toBe(401);
      expect(envelope(res)).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' });
    }
  });

  it('says the session expired once the token is past its expiry', async () => {
    const token = await login(app, demo.player);
    expect((await app.call('get_user_by_id', {}, token)).statusCode).toBe(200);
    app.advance(31 * 86_400_000);
    const res = await app.call('get_user_by_id', {}, token);
    expect(res.statusCode).toBe(401);
    expect(envelope(res).message).toBe('Your session has expired. Please log in again.');
    app.advance(-31 * 86_400_000);
  });

  it('serves every action of the contract that needs no token without one', async () => {
    const open = Object.values(actions).filter((a) => a.auth === 'none').map((a) => a.name);
    expect(open).toEqual(expect.arrayContaining(['user_signup', 'check_user_exists', 'get_languages', 'get_settings', 'get_system_configurations', 'get_web_settings', 'get_web_home_settings', 'get_system_language_list', 'get_system_language_json']));
    const res = await app.call('get_system_configurations');
    expect(envelope(res)).toMatchObject({ error: false, data: { app_name: 'Quizhive' } });
  });

  it('requires a token for every action the spec lists as authorized', async () => {
    const authorized = Object.values(actions).filter((a) => a.auth !== 'none');
    expect(authorized.map((a) => a.name)).toEqual(
      expect.arrayContaining(['get_user_by_id', 'update_profile', 'upload_profile_image', 'delete_user_account', 'get_categories', 'get_subcategory_by_maincategory', 'get_level_data', 'set_level_data', 'get_questions_by_level', 'get_user_coin_score']),
    );
    for (const action of authorized) {
      const res = await app.call(action.name);
      expect(res.statusCode, action.name).toBe(401);
    }
  });
});
