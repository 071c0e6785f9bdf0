import { describe, expect, it } from 'vitest';
import type { AdminPlan } from '../../../../contract/api/billing';
import { setAdminPlan } from '../../../../contract/api/billing';
import { checkPlan, draftOf, newPlanDraft, parseMoney, planBody, planName } from './plan-form';

const plan: AdminPlan = {
  id: 3,
  slug: 'premium-monthly',
  texts: { en: { name: 'Premium', description: 'Everything', features: ['All quizzes', 'No ads'] }, fr: { name: 'Premium FR', description: '', features: [] } },
  price: 999,
  currency: 'USD',
  interval: 'month',
  trial_days: 7,
  highlighted: true,
  enabled: true,
  sort_order: 10,
  stripe_price_id: null,
  subscribers: 4,
};

describe('parseMoney', () => {
  it('reads an amount with a point or a comma into cents', () => {
    expect(parseMoney('9.99')).toBe(999);
    expect(parseMoney('9,99')).toBe(999);
    expect(parseMoney(' 10 ')).toBe(1000);
    expect(parseMoney('4.5')).toBe(450);
    expect(parseMoney('0')).toBe(0);
  });

  it('refuses what is not an amount rather than guessing', () => {
    for (const text of ['', 'abc', '-1', '9.999', '1,000.00', '1 000', '9.']) expect(parseMoney(text)).toBeNull();
  });
});

describe('checkPlan and planBody', () => {
  it('turns a saved plan into the form and back into the body the contract accepts', () => {
    const draft = draftOf(plan);
    expect(draft.price).toBe('9.99');
    expect(draft.texts.en?.features).toBe('All quizzes\nNo ads');
    expect(checkPlan(draft)).toEqual({});
    const body = planBody(draft);
    expect(body).toEqual({
      id: 3,
      slug: 'premium-monthly',
      texts: { en: { name: 'Premium', description: 'Everything', features: ['All quizzes', 'No ads'] }, fr: { name: 'Premium FR', description: '', features: [] } },
      price: 999,
      currency: 'USD',
      interval: 'month',
      trial_days: 7,
      highlighted: true,
      enabled: true,
      sort_order: 10,
      stripe_price_id: null,
    });
    expect(setAdminPlan.body.safeParse(body).success).toBe(true);
  });

  it('names each field that is wrong, English name required', () => {
    const draft = { ...newPlanDraft(), slug: 'A b', price: '9.999', currency: 'US', trialDays: '400', order: '-1', stripePriceId: 'prod_1' };
    expect(Object.keys(checkPlan(draft)).sort()).toEqual(['currency', 'price', 'slug', 'sort_order', 'stripe_price_id', 'texts.en.name', 'trial_days']);
  });

  it('leaves out a language left empty, and checks one that is started', () => {
    const base = { ...newPlanDraft(), slug: 'basic', price: '5' };
    const withEmpty = { ...base, texts: { en: { name: 'Basic', description: '', features: ' \n' }, ar: { name: '', description: '', features: '' } } };
    expect(checkPlan(withEmpty)).toEqual({});
    expect(Object.keys(planBody(withEmpty).texts)).toEqual(['en']);
    expect(planBody(withEmpty).texts.en?.features).toEqual([]);
    const started = { ...base, texts: { en: { name: 'Basic', description: '', features: '' }, ar: { name: '', description: 'وصف', features: '' } } };
    expect(checkPlan(started)).toEqual({ 'texts.ar.name': { key: 'nameMissing' } });
  });

  it('holds the feature limits', () => {
    const many = Array.from({ length: 13 }, (_, index) => `Feature ${index}`).join('\n');
    const draft = { ...newPlanDraft(), slug: 'basic', price: '5', texts: { en: { name: 'Basic', description: '', features: many } } };
    expect(checkPlan(draft)['texts.en.features']?.key).toBe('featuresMany');
    const long = { ...draft, texts: { en: { name: 'Basic', description: '', features: 'x'.repeat(121) } } };
    expect(checkPlan(long)['texts.en.features']?.key).toBe('featureLong');
  });

  it("names a plan in the admin's language, else in English", () => {
    expect(planName(plan, 'fr')).toBe('Premium FR');
    expect(planName(plan, 'ar')).toBe('Premium');
  });
});
