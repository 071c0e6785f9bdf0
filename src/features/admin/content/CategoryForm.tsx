/**
 * A category's fields, to create one (no category) or edit it. The slug is suggested from the name
 * until the admin types their own; disabling an enabled category is asked first (it hides the
 * category and all it holds from players at once).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '../../../../contract/api/admin-content';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextField } from '../../../ui/TextField';
import { CheckboxField } from '../components/CheckboxField';
import { MediaField } from '../components/MediaField';
import { SelectField } from '../components/SelectField';
import { TextAreaField } from '../components/TextAreaField';
import { contentApi, suggestSlug, type CategoryBody } from './content.api';
import { FormFailure } from './FormFailure';
import { checkOrder, checkSlug } from './content-checks';
import { useFormErrors } from './use-form-errors';
import type { Languages } from './use-languages';

const FIELDS = ['name', 'slug', 'language_id', 'icon', 'image_url', 'description', 'coins', 'sort', 'active'] as const;
type Field = (typeof FIELDS)[number];

export interface CategoryFormProps {
  readonly category: AdminCategory | null;
  readonly languages: Languages;
  readonly onSaved: (category: AdminCategory, changed: boolean) => void;
}

export function CategoryForm({ category, languages, onSaved }: CategoryFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(category?.name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [slugTyped, setSlugTyped] = useState(category !== null);
  const [languageId, setLanguageId] = useState(category ? String(category.language_id) : '');
  const [icon, setIcon] = useState(category?.icon ?? '');
  const [imageUrl, setImageUrl] = useState<string | null>(category?.image_url ?? null);
  const [description, setDescription] = useState(category?.description ?? '');
  const [premium, setPremium] = useState(category?.is_premium ?? false);
  const [coins, setCoins] = useState(category?.coins === null || category?.coins === undefined ? '' : String(category.coins));
  const [sort, setSort] = useState(String(category?.sort ?? 0));
  const [active, setActive] = useState(category?.active ?? true);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<Field>(FIELDS);

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!name.trim()) found.name = t('admin.content.nameRequired');
    const slugError = checkSlug(slug, t);
    if (slugError) found.slug = slugError;
    if (!languageId) found.language_id = t('admin.content.languageRequired');
    if (premium && coins.trim() && checkOrder(coins) !== null) found.coins = t('admin.content.coinsInvalid');
    const sortError = checkOrder(sort);
    if (sortError) found.sort = t(sortError);
    return found;
  };

  const save = async () => {
    setConfirming(false);
    setBusy(true);
    const body: CategoryBody = {
      ...(category ? { id: category.id } : {}),
      name: name.trim(),
      slug: slug.trim(),
      language_id: Number(languageId),
      icon: icon.trim(),
      image_url: imageUrl,
      description: description.trim(),
      is_premium: premium,
      coins: premium && coins.trim() ? Number(coins) : null,
      sort: Number(sort),
      active,
    };
    try {
      const answer = await contentApi.setCategory(body);
      form.clear();
      onSaved(answer.category, answer.changed);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (category?.active && !active) setConfirming(true);
    else void save();
  };

  const { errors } = form;
  return (
    <form className="card admin-panel admin-form content-form" onSubmit={submit} noValidate aria-label={category ? t('admin.content.editCategory') : t('admin.content.newCategory')}>
      <TextField
        label={t('admin.content.name')}
        value={name}
        maxLength={120}
        dir="auto"
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          if (!slugTyped) setSlug(suggestSlug(event.target.value));
        }}
      />
      <TextField
        label={t('admin.content.slug')}
        hint={t('admin.content.slugHint')}
        value={slug}
        maxLength={80}
        dir="ltr"
        autoComplete="off"
        error={errors.slug}
        onChange={(event) => {
          setSlug(event.target.value);
          setSlugTyped(true);
        }}
      />
      <SelectField
        label={t('admin.content.language')}
        hint={t('admin.content.languageHint')}
        value={languageId}
        error={errors.language_id}
        onChange={(event) => setLanguageId(event.target.value)}
      >
        <option value="">{t('admin.content.chooseLanguage')}</option>
        {languages.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField label={t('admin.content.icon')} hint={t('admin.content.iconHint')} value={icon} maxLength={16} error={errors.icon} onChange={(event) => setIcon(event.target.value)} />
      <MediaField label={t('admin.content.picture')} kind="picture" value={imageUrl} onChange={setImageUrl} upload={contentApi.upload} error={errors.image_url} />
      <TextAreaField label={t('admin.content.description')} value={description} maxLength={2000} error={errors.description} onChange={(event) => setDescription(event.target.value)} />
      <CheckboxField label={t('admin.content.premiumLabel')} checked={premium} onChange={(event) => setPremium(event.target.checked)} />
      {premium ? (
        <TextField
          label={t('admin.content.coins')}
          hint={t('admin.content.coinsHint')}
          inputMode="numeric"
          value={coins}
          error={errors.coins}
          onChange={(event) => setCoins(event.target.value.trim())}
        />
      ) : null}
      <TextField label={t('admin.content.order')} hint={t('admin.content.orderHint')} inputMode="numeric" value={sort} error={errors.sort} onChange={(event) => setSort(event.target.value.trim())} />
      <CheckboxField label={t('admin.content.enabledLabel')} hint={t('admin.content.enabledHint')} checked={active} error={errors.active} onChange={(event) => setActive(event.target.checked)} />
      <FormFailure message={form.failure} />
      <Button type="submit" busy={busy}>
        {category ? t('admin.content.save') : t('admin.content.createCategory')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('admin.content.disableCategoryTitle', { name: category?.name ?? '' })}
        confirmLabel={t('admin.content.disableConfirm')}
        cancelLabel={t('common.cancel')}
        danger
        busy={busy}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('admin.content.disableCategoryBody')}</p>
      </ConfirmDialog>
    </form>
  );
}
