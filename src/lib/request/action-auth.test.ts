import { describe, expect, it } from 'vitest';
import { actions, type ActionName } from '../../../contract/api/actions';
import { actionAuth, needsAuthorization } from './action-auth';

describe('action auth table', () => {
  it('lists exactly the actions of the contract', () => {
    expect(Object.keys(actionAuth).sort()).toEqual(Object.keys(actions).sort());
  });

  it('matches the contract auth of every action', () => {
    for (const name of Object.keys(actions) as ActionName[]) {
      expect({ name, auth: actionAuth[name] }).toEqual({ name, auth: actions[name].auth });
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
