import { describe, expect, it } from 'vitest';
import { actions, type ActionName } from '../../../contract/api/actions';
import { needsAuthorization, publicActions } from './action-auth';

describe('action auth table', () => {
  it("lists exactly the contract's actions without authorization", () => {
    const fromContract = (Object.keys(actions) as ActionName[]).filter((name) => actions[name].auth === 'none');
    expect([...publicActions].sort()).toEqual(fromContract.sort());
  });

  it('sends the token with every other action', () => {
    for (const name of Object.keys(actions) as ActionName[]) {
      expect({ name, sendsToken: needsAuthorization(name) }).toEqual({ name, sendsToken: actions[name].auth !== 'none' });
    }
  });

  it('sends no token for the calls the spec lists without authorization', () => {
    for (const name of ['user_signup', 'get_settings', 'get_system_configurations', 'get_web_settings', 'get_web_home_settings', 'get_system_language_list', 'get_system_language_json', 'get_languages'] as const) {
      expect(needsAuthorization(name)).toBe(false);
    }
    expect(needsAuthorization('get_categories')).toBe(true);
    expect(needsAuthorization('upload_profile_image')).toBe(true);
  });
});

describe('multipart actions', () => {
  it('mirror the contract multipart flag', async () => {
    const { multipartActions } = await import('./request');
    const fromContract = (Object.keys(actions) as ActionName[]).filter((name) => (actions[name] as { multipart?: boolean }).multipart === true);
    expect([...multipartActions].sort()).toEqual(fromContract.sort());
  });
});
