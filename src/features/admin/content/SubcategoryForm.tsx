/** A subcategory's fields (name, slug, order, enabled), to add one to a category or edit it; disabling is asked first. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSubcategory } from '../../../../contract/api/admin-content';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextField } from '../../../ui/TextField';
import { CheckboxField } from '../components/CheckboxField';
import { checkOrder, checkSlug } from './content-checks';
import { contentApi, suggestSlug } from './content.api';
import { FormFailure } from './FormFailure';
import { useFormErrors } from './use-form-errors';

const FIELDS = ['name', 'slug', 'sort', 'active'] as const;
type Field = (typeof FIELDS)[number];

export interface SubcategoryFormProps {
  readonly categoryId: number;
  readonly subcategory: AdminSubcategory | null;
  readonly onSaved: (subcategory: AdminSubcategory, changed: boolean) => void;
  readonly onCancel?: () => void;
  /** Moves focus to the name when the form opens (an edit opened from the list's Edit button). */
  readonly focusOnOpen?: boolean;
}

export function SubcategoryForm({ categoryId, subcategory, onSaved, onCancel, focusOnOpen = false }: SubcategoryFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(subcategory?.name ?? '');
  const [slug, setSlug] = useState(subcategory?.slug ?? '');
  const [slugTyped, setSlugTyped] = useState(subcategory !== null);
  const [sort, setSort] = useState(String(subcategory?.sort ?? 0));
  const [active, setActive] = useState(subcategory?.active ?? true);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<Field>(FIELDS);
  const nameField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnOpen) nameField.current?.focus();
  }, [focusOnOpen]);

  const save = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const answer = await contentApi.setSubcategory({
        ...(subcategory ? { id: subcategory.id } : {}),
        category_id: categoryId,
        name: name.trim(),
        slug: slug.trim(),
        sort: Number(sort),
        active,
      });
      form.clear();
      if (!subcategory) {
        setName('');
        setSlug('');
        setSlugTyped(false);
        setSort('0');
      }
      onSaved(answer.subcategory, answer.changed);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!name.trim()) found.name = t('admin.content.nameRequired');
    const slugError = checkSlug(slug, t);
    if (slugError) found.slug = slugError;
    const sortError = checkOrder(sort);
    if (sortError) found.sort = t(sortError);
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (subcategory?.active && !active) setConfirming(true);
    else void save();
  };

  const title = subcategory ? t('admin.content.editSubcategory', { name: subcategory.name }) : t('admin.content.newSubcategory');
  const { errors } = form;
  return (
    <form className="card admin-panel admin-form content-form" onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <TextField
        ref={nameField}
        label={t('admin.content.subcategoryName')}
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
        label={t('admin.content.subcategorySlug')}
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
      <TextField label={t('admin.content.subcategoryOrder')} inputMode="numeric" value={sort} error={errors.sort} onChange={(event) => setSort(event.target.value.trim())} />
      <CheckboxField label={t('admin.content.subcategoryEnabled')} checked={active} error={errors.active} onChange={(event) => setActive(event.target.checked)} />
      <FormFailure message={form.failure} />
      <div className="admin-panel__actions">
        <Button type="submit" busy={busy}>
          {subcategory ? t('admin.content.save') : t('admin.content.addSubcategory')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('admin.content.disableSubcategoryTitle', { name: subcategory?.name ?? '' })}
        confirmLabel={t('admin.content.disableConfirm')}
        cancelLabel={t('common.cancel')}
        danger
        busy={busy}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('admin.content.disableSubcategoryBody')}</p>
      </ConfirmDialog>
    </form>
  );
}
