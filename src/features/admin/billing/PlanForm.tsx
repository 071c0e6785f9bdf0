/**
 * A plan's fields, to create one (no plan) or edit it: its texts per interface language (English
 * required; a language left empty is not sent), the price typed as money and sent in cents, currency,
 * interval, trial days, order, Stripe price id, highlighted and on sale. A plan is never deleted:
 * turning off "On sale" stops new checkouts, and is asked first when the plan was on sale.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '../../../../contract/api/billing';
import { ADMIN_PLAN_FEATURES_MAX } from '../../../../contract/api/admin-limits';
import { formatNumber } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextField } from '../../../ui/TextField';
import { CheckboxField } from '../components/CheckboxField';
import { SelectField } from '../components/SelectField';
import { fieldError, formError, refusalOf, type Refusal } from '../components/server-refusal';
import { TextAreaField } from '../components/TextAreaField';
import { FormFailure } from '../content/FormFailure';
import { billingApi } from './billing.api';
import { checkPlan, draftOf, EMPTY_TEXT, newPlanDraft, planBody, planName, type PlanDraft, type PlanErrors, type PlanTextDraft } from './plan-form';

export interface PlanFormProps {
  readonly plan: AdminPlan | null;
  /** Interface languages (code and name) the texts may be written in; English is always offered. */
  readonly languages: readonly { readonly code: string; readonly name: string }[];
  readonly onSaved: (plan: AdminPlan) => void;
  readonly onCancel: () => void;
}

const FIELDS = ['slug', 'price', 'currency', 'interval', 'trial_days', 'sort_order', 'stripe_price_id', 'highlighted', 'enabled'] as const;

export function PlanForm({ plan, languages, onSaved, onCancel }: PlanFormProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? draftOf(plan) : newPlanDraft()));
  const [language, setLanguage] = useState('en');
  const [errors, setErrors] = useState<PlanErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const set = (change: Partial<PlanDraft>) => setDraft({ ...draft, ...change });
  const text = draft.texts[language] ?? EMPTY_TEXT;
  const setText = (change: Partial<PlanTextDraft>) => set({ texts: { ...draft.texts, [language]: { ...text, ...change } } });
  const codes = [...new Set(['en', ...languages.map((row) => row.code), ...Object.keys(draft.texts)])];
  const nameOf = (code: string) => {
    const row = languages.find((item) => item.code === code);
    return row ? `${row.name} (${code})` : code;
  };
  // A language with a mistake in its texts is named, so the admin finds it behind the select.
  const languagesWithErrors = codes.filter((code) => Object.keys(errors).some((path) => path.startsWith(`texts.${code}.`)) || refusal?.field?.startsWith(`texts.${code}`));

  const message = (path: string): string | null => {
    const own = errors[path];
    if (!own) return fieldError(refusal, path);
    const values = Object.fromEntries(Object.entries(own.values ?? {}).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value, i18n.language) : value]));
    return t(`admin.plans.errors.${own.key}`, values);
  };

  const save = async () => {
    setConfirming(false);
    setBusy(true);
    setRefusal(null);
    try {
      onSaved(await billingApi.setPlan(planBody(draft)));
    } catch (error) {
      const found = refusalOf(error);
      setRefusal(found);
      if (found.field?.startsWith('texts.')) setLanguage(found.field.split('.')[1] ?? 'en');
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPlan(draft);
    setErrors(found);
    setRefusal(null);
    const first = Object.keys(found)[0];
    if (first) {
      if (first.startsWith('texts.')) setLanguage(first.split('.')[1] ?? 'en');
      return;
    }
    if (plan?.enabled && !draft.enabled) setConfirming(true);
    else void save();
  };

  const textPaths = codes.flatMap((code) => [`texts.${code}`, `texts.${code}.name`, `texts.${code}.description`, `texts.${code}.features`]);
  const languageName = nameOf(language);
  return (
    <section className="card admin-panel" aria-labelledby="admin-plan-form">
      <h2 id="admin-plan-form" ref={heading} tabIndex={-1}>
        {plan ? t('admin.plans.editTitle', { name: planName(plan, 'en') }) : t('admin.plans.newTitle')}
      </h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField label={t('admin.plans.slug')} hint={t('admin.plans.slugHint')} dir="ltr" autoComplete="off" value={draft.slug} error={message('slug')} onChange={(event) => set({ slug: event.target.value })} />
        <fieldset className="admin-fieldset">
          <legend>{t('admin.plans.texts')}</legend>
          <SelectField
            label={t('admin.plans.textsIn')}
            hint={languagesWithErrors.length > 0 ? t('admin.plans.textsErrors', { languages: languagesWithErrors.map(nameOf).join(', ') }) : t('admin.plans.textsHint')}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {codes.map((code) => (
              <option key={code} value={code}>
                {nameOf(code)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('admin.plans.name', { language: languageName })}
            dir="auto"
            value={text.name}
            error={message(`texts.${language}.name`) ?? fieldError(refusal, `texts.${language}`)}
            onChange={(event) => setText({ name: event.target.value })}
          />
          <TextAreaField
            label={t('admin.plans.description', { language: languageName })}
            rows={3}
            value={text.description}
            error={message(`texts.${language}.description`)}
            onChange={(event) => setText({ description: event.target.value })}
          />
          <TextAreaField
            label={t('admin.plans.features', { language: languageName })}
            hint={t('admin.plans.featuresHint', { max: formatNumber(ADMIN_PLAN_FEATURES_MAX, i18n.language) })}
            rows={5}
            value={text.features}
            error={message(`texts.${language}.features`)}
            onChange={(event) => setText({ features: event.target.value })}
          />
        </fieldset>
        <TextField
          label={t('admin.plans.price')}
          hint={t('admin.plans.priceHint')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={draft.price}
          error={message('price')}
          onChange={(event) => set({ price: event.target.value })}
        />
        <TextField
          label={t('admin.plans.currency')}
          hint={t('admin.plans.currencyHint')}
          dir="ltr"
          autoComplete="off"
          maxLength={3}
          value={draft.currency}
          error={message('currency')}
          onChange={(event) => set({ currency: event.target.value.toUpperCase() })}
        />
        <SelectField label={t('admin.plans.interval')} value={draft.interval} error={fieldError(refusal, 'interval')} onChange={(event) => set({ interval: event.target.value === 'year' ? 'year' : 'month' })}>
          <option value="month">{t('admin.plans.intervals.month')}</option>
          <option value="year">{t('admin.plans.intervals.year')}</option>
        </SelectField>
        <TextField label={t('admin.plans.trialDays')} hint={t('admin.plans.trialDaysHint')} inputMode="numeric" dir="ltr" value={draft.trialDays} error={message('trial_days')} onChange={(event) => set({ trialDays: event.target.value })} />
        <TextField label={t('admin.plans.order')} hint={t('admin.plans.orderHint')} inputMode="numeric" dir="ltr" value={draft.order} error={message('sort_order')} onChange={(event) => set({ order: event.target.value })} />
        <TextField
          label={t('admin.plans.stripePrice')}
          hint={t('admin.plans.stripePriceHint')}
          dir="ltr"
          autoComplete="off"
          value={draft.stripePriceId}
          error={message('stripe_price_id')}
          onChange={(event) => set({ stripePriceId: event.target.value })}
        />
        <CheckboxField label={t('admin.plans.highlighted')} hint={t('admin.plans.highlightedHint')} checked={draft.highlighted} error={fieldError(refusal, 'highlighted')} onChange={(event) => set({ highlighted: event.target.checked })} />
        <CheckboxField label={t('admin.plans.enabled')} hint={t('admin.plans.enabledHint')} checked={draft.enabled} error={fieldError(refusal, 'enabled')} onChange={(event) => set({ enabled: event.target.checked })} />
        <FormFailure message={formError(refusal, [...FIELDS, ...textPaths.filter((path) => path.startsWith(`texts.${language}`))])} />
        <div className="admin-panel__actions">
          <Button type="submit" busy={busy}>
            {plan ? t('admin.plans.save') : t('admin.plans.create')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
      {confirming && plan ? (
        <ConfirmDialog open title={t('admin.plans.disableTitle', { name: planName(plan, 'en') })} confirmLabel={t('admin.plans.disable')} cancelLabel={t('common.cancel')} danger busy={busy} onConfirm={() => void save()} onCancel={() => setConfirming(false)}>
          <p>{t('admin.plans.disableBody', { number: formatNumber(plan.subscribers, i18n.language) })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
