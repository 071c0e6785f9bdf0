/**
 * A Fun & Learn passage's fields, to add one or edit it: its subcategory (of a Fun & Learn
 * category), title and text, a picture with its alt text, a sound or a video (a seed file under
 * /content-media/) with its transcript, and whether players see it. The server names the field it refuses.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPassage } from '../../../../contract/api/admin-passages';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { CheckboxField } from '../components/CheckboxField';
import { MediaField } from '../components/MediaField';
import { SelectField } from '../components/SelectField';
import { TextAreaField } from '../components/TextAreaField';
import { contentApi, type PassageBody } from './content.api';
import { FormFailure } from './FormFailure';
import { useCategoryChoices, useSubcategoryChoices } from './use-content-choices';
import { useFormErrors } from './use-form-errors';

const FIELDS = ['subcategory_id', 'title', 'detail', 'image_url', 'image_alt', 'audio_url', 'video_url', 'transcript', 'active'] as const;
type Field = (typeof FIELDS)[number];

export interface PassageFormProps {
  readonly passage: AdminPassage | null;
  readonly onSaved: (passage: AdminPassage, changed: boolean) => void;
}

export function PassageForm({ passage, onSaved }: PassageFormProps) {
  const { t } = useTranslation();
  const categories = useCategoryChoices().filter((row) => row.type === 'fun_n_learn');
  const [categoryId, setCategoryId] = useState<number | null>(passage?.category_id ?? null);
  const subcategories = useSubcategoryChoices(categoryId).list;
  const [subcategoryId, setSubcategoryId] = useState(passage ? String(passage.subcategory_id) : '');
  const [title, setTitle] = useState(passage?.title ?? '');
  const [detail, setDetail] = useState(passage?.detail ?? '');
  const [imageUrl, setImageUrl] = useState<string | null>(passage?.image_url ?? null);
  const [imageAlt, setImageAlt] = useState(passage?.image_alt ?? '');
  const [audioUrl, setAudioUrl] = useState<string | null>(passage?.audio_url ?? null);
  const [videoUrl, setVideoUrl] = useState(passage?.video_url ?? '');
  const [transcript, setTranscript] = useState(passage?.transcript ?? '');
  const [active, setActive] = useState(passage?.active ?? true);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<Field>(FIELDS);
  const hasSound = audioUrl !== null || videoUrl.trim() !== '';

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!subcategoryId) found.subcategory_id = t('admin.passages.subcategoryRequired');
    if (!title.trim()) found.title = t('admin.passages.titleRequired');
    if (!detail.trim()) found.detail = t('admin.passages.detailRequired');
    if (imageUrl && !imageAlt.trim()) found.image_alt = t('admin.content.altRequired');
    if (hasSound && !transcript.trim()) found.transcript = t('admin.passages.transcriptRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const body: PassageBody = {
      ...(passage ? { id: passage.id } : {}),
      subcategory_id: Number(subcategoryId),
      title: title.trim(),
      detail: detail.trim(),
      image_url: imageUrl,
      image_alt: imageUrl ? imageAlt.trim() : null,
      audio_url: audioUrl,
      video_url: videoUrl.trim() || null,
      transcript: hasSound ? transcript.trim() : null,
      active,
    };
    try {
      const saved = await contentApi.setPassage(body);
      form.clear();
      onSaved(saved.passage, saved.changed);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  };

  const { errors } = form;
  return (
    <form className="card admin-panel admin-form content-form" onSubmit={(event) => void submit(event)} noValidate aria-label={passage ? t('admin.passages.edit') : t('admin.passages.new')}>
      <SelectField
        label={t('admin.content.category')}
        hint={t('admin.passages.categoryHint')}
        value={categoryId === null ? '' : String(categoryId)}
        onChange={(event) => {
          setCategoryId(event.target.value ? Number(event.target.value) : null);
          setSubcategoryId('');
        }}
      >
        <option value="">{t('admin.content.chooseCategory')}</option>
        {categories.map((row) => (
          <option key={row.id} value={row.id}>
            {`${row.name} (${row.slug})`}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('admin.content.subcategory')} value={subcategoryId} error={errors.subcategory_id} onChange={(event) => setSubcategoryId(event.target.value)}>
        <option value="">{t('admin.content.chooseSubcategory')}</option>
        {subcategories.map((row) => (
          <option key={row.id} value={row.id}>
            {row.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('admin.passages.title')} value={title} maxLength={160} dir="auto" error={errors.title} onChange={(event) => setTitle(event.target.value)} />
      <TextAreaField label={t('admin.passages.detail')} hint={t('admin.passages.detailHint')} value={detail} maxLength={20000} error={errors.detail} onChange={(event) => setDetail(event.target.value)} />
      <MediaField label={t('admin.passages.picture')} kind="picture" value={imageUrl} previewAlt={imageAlt} onChange={setImageUrl} upload={contentApi.upload} error={errors.image_url} />
      {imageUrl ? (
        <TextField label={t('admin.content.altText')} hint={t('admin.content.altHint')} value={imageAlt} maxLength={1000} dir="auto" error={errors.image_alt} onChange={(event) => setImageAlt(event.target.value)} />
      ) : null}
      <MediaField label={t('admin.passages.audio')} kind="audio" value={audioUrl} onChange={setAudioUrl} upload={contentApi.upload} error={errors.audio_url} />
      <TextField label={t('admin.passages.video')} hint={t('admin.passages.videoHint')} value={videoUrl} dir="ltr" error={errors.video_url} onChange={(event) => setVideoUrl(event.target.value)} />
      {hasSound ? (
        <TextAreaField label={t('admin.content.transcript')} hint={t('admin.passages.transcriptHint')} value={transcript} maxLength={20000} error={errors.transcript} onChange={(event) => setTranscript(event.target.value)} />
      ) : null}
      <CheckboxField label={t('admin.passages.enabled')} checked={active} error={errors.active} onChange={(event) => setActive(event.target.checked)} />
      <FormFailure message={form.failure} />
      <Button type="submit" busy={busy}>
        {passage ? t('admin.content.save') : t('admin.passages.create')}
      </Button>
    </form>
  );
}
