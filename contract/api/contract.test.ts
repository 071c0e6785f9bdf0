import { describe, expect, it } from 'vitest';
import { actions } from './actions';
import { userSignup } from './auth';
import { EmailSchema, MobileSchema } from './common';
import { setMathsProgress } from './maths';
import { setLevelData, unlockPremiumCategory } from './quiz';
import { updateProfile } from './user';
import { errorCatalogue } from '../errors';

describe('the contract', () => {
  it('declares every action under its own name, once', () => {
    const names = Object.values(actions).map((a) => a.name);
    expect(names).toEqual(Object.keys(actions));
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the spec messages word for word', () => {
    expect(errorCatalogue.EMAIL_NOT_VERIFIED.message).toBe('Please Verify your Email First');
    expect(errorCatalogue.ACCOUNT_DEACTIVATED.message).toBe('Your account has been deactivated! Please contact admin.');
    expect(errorCatalogue.SESSION_EXPIRED.message).toBe('Your session has expired. Please log in again.');
    expect(errorCatalogue.LEVEL_LOCKED.message).toBe('This Level is Locked. Play previous levels to unlock');
    expect(errorCatalogue.NOT_ENOUGH_COINS.message).toBe("You Don't have enough coins");
    expect(errorCatalogue.PROFILE_UPDATE_DEMO.message).toBe('Profile update is not allowed in demo version.');
  });

  it('normalises e-mail addresses and rejects malformed ones', () => {
    expect(EmailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(EmailSchema.safeParse('not-an-email').success).toBe(false);
  });

  it('accepts mobile numbers only with a country code, ignoring spaces and dashes', () => {
    expect(MobileSchema.parse('+44 7700-900 123')).toBe('+447700900123');
    const noCode = MobileSchema.safeParse('07700900123');
    expect(noCode.success).toBe(false);
    expect(noCode.error?.issues[0]?.message).toBe('Please Enter correct Mobile Number with Country Code');
  });

  it('refuses a sign-up whose passwords differ, on the confirm field', () => {
    const result = userSignup.body.safeParse({ name: 'Ada', email: 'ada@example.com', password: 'long enough', confirm_password: 'different' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['confirm_password'], message: 'The passwords do not match. Please try again.' });
  });

  it('strips fields the contract does not know', () => {
    const parsed = updateProfile.body.parse({ name: 'Ada', coins: 1_000_000 });
    expect(parsed).toEqual({ name: 'Ada' });
  });

  it('never lets a client send score or coins in an answer sheet', () => {
    const parsed = setLevelData.body.parse({
      category: '1',
      subcategory: 2,
      level: 1,
      score: 999,
      answers: [{ question_id: 5, answer: 2, time_ms: 1200, is_correct: true }],
    });
    expect(parsed).toEqual({ category: 1, subcategory: 2, level: 1, answers: [{ question_id: 5, answer: 2, time_ms: 1200 }] });
  });

  it('never lets a client name the price of a premium unlock: the body is the category alone', () => {
    expect(unlockPremiumCategory.body.parse({ category: '8', coins: 0, price: 0, charged: 0 })).toEqual({ category: 8 });
    expect(unlockPremiumCategory.body.safeParse({ coins: 0 }).error?.issues[0]?.path).toEqual(['category']);
    expect(unlockPremiumCategory.auth).toBe('subscriber');
  });

  it('never lets a client send its own verdict on a maths answer', () => {
    const parsed = setMathsProgress.body.parse({ curriculum_id: '1', level_key: 'y3-add-1', question_id: 'y3-add-1:4', answer: '12', is_correct: true, is_attempted: true });
    expect(parsed).toEqual({ curriculum_id: 1, level_key: 'y3-add-1', question_id: 'y3-add-1:4', answer: '12' });
    const half = setMathsProgress.body.safeParse({ curriculum_id: 1, level_key: 'y3-add-1', question_id: 'y3-add-1:4', answer: '12', seq: 3 });
    expect(half.error?.issues[0]?.path).toEqual(['seq']);
  });

  it('sends the spec calls without authorization exactly as section 6 lists them', () => {
    const open = ['user_signup', 'check_user_exists', 'get_languages', 'get_settings', 'get_system_configurations', 'get_web_settings', 'get_web_home_settings', 'get_system_language_list', 'get_system_language_json'];
    for (const name of open) expect(actions[name as keyof typeof actions].auth, name).toBe('none');
    for (const name of ['get_user_by_id', 'update_profile', 'upload_profile_image', 'delete_user_account', 'get_user_coin_score', 'get_categories', 'get_level_data', 'set_level_data', 'get_questions_by_level', 'get_subcategory_by_maincategory', 'unlock_premium_category']) {
      expect(actions[name as keyof typeof actions].auth, name).not.toBe('none');
    }
  });
});
