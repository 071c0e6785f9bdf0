/**
 * A question's fields, to add one (to a subcategory's level) or edit it: the text, four answers and
 * the correct one, a note, a picture with its alt text, a sound, the subcategory and level, and
 * whether players see it; a Fun & Learn question also names its passage. The server keeps the
 * levels contiguous and names the field it refuses.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminQuestion } from '../../../../contract/api/admin-content';
import { formatNumber } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextField } from '../../../ui/TextField';
import { CheckboxField } from '../components/CheckboxField';
import { MediaField } from '../components/MediaField';
import { SelectField } from '../components/SelectField';
import { TextAreaField } from '../components/TextAreaField';
import { AnswerOptions } from './AnswerOptions';
import { contentApi, type QuestionBody } from './content.api';
import { FormFailure } from './FormFailure';
import { PassagePicker } from './PassagePicker';
import { QuestionTypeFields, type TypeFieldValues } from './QuestionTypeFields';
import { useCategoryChoices, useSubcategoryChoices } from './use-content-choices';
import { useFormErrors } from './use-form-errors';

const FIELDS = ['subcategory_id', 'level', 'question', 'options.0', 'options.1', 'options.2', 'options.3', 'options', 'answer', 'note', 'image_url', 'image_alt', 'audio_url', 'active', 'answer_text', 'hint', 'transcript', 'passage_id'] as const;
type Field = (typeof FIELDS)[number];
const OPTION_FIELDS = ['options.0', 'options.1', 'options.2', 'options.3'] as const;

export interface QuestionFormProps {
  readonly question: AdminQuestion | null;
  /** For a new question: the subcategory (and its category) it starts in. */
  readonly start?: { readonly categoryId: number; readonly subcategoryId: number } | null;
  readonly onSaved: (question: AdminQuestion, changed: boolean) => void;
}

export function QuestionForm({ question, start, onSaved }: QuestionFormProps) {
  const { t, i18n } = useTranslation();
  const categories = useCategoryChoices();
  const [categoryId, setCategoryId] = useState<number | null>(question?.category_id ?? start?.categoryId ?? null);
  const subcategories = useSubcategoryChoices(categoryId).list;
  const [subcategoryId, setSubcategoryId] = useState(String(question?.subcategory_id ?? start?.subcategoryId ?? ''));
  const [level, setLevel] = useState(String(question?.level ?? 1));
  const [text, setText] = useState(question?.question ?? '');
  const [options, setOptions] = useState<string[]>(question ? [...question.options] : ['', '', '', '']);
  const [answer, setAnswer] = useState(question?.answer ?? 0);
  const [note, setNote] = useState(question?.note ?? '');
  const [imageUrl, setImageUrl] = useState<string | null>(question?.image_url ?? null);
  const [imageAlt, setImageAlt] = useState(question?.image_alt ?? '');
  const [audioUrl, setAudioUrl] = useState<string | null>(question?.audio_url ?? null);
  const [active, setActive] = useState(question?.active ?? true);
  const [passageId, setPassageId] = useState(question?.passage_id ? String(question.passage_id) : '');
  const [typeValues, setTypeValues] = useState<TypeFieldValues>({
    answerText: question?.answer_text ?? '',
    hint: question?.hint ?? '',
    transcript: question?.transcript ?? '',
  });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<Field>(FIELDS);
  const subcategory = subcategories.find((row) => String(row.id) === subcategoryId);
  const type = categories.find((row) => row.id === categoryId)?.type ?? question?.type ?? 'quiz_zone';
  const word = type === 'guess_the_word';
  const funNLearn = type === 'fun_n_learn';
  // True & False takes two answers, Guess The Word none: the category's type decides.
  const answerCount = word ? 0 : type === 'true_false' ? 2 : 4;
  const shownOptions = Array.from({ length: answerCount }, (_, index) => options[index] ?? '');

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!subcategoryId) found.subcategory_id = t('admin.content.subcategoryRequired');
    const levelNumber = Number(level);
    if (!Number.isInteger(levelNumber) || levelNumber < 1 || levelNumber > 10_000) found.level = t('admin.content.levelInvalid');
    if (!text.trim()) found.question = t('admin.content.questionRequired');
    shownOptions.forEach((option, index) => {
      if (!option.trim()) found[OPTION_FIELDS[index] ?? 'options'] = t('admin.content.answerRequired');
    });
    if (word && !typeValues.answerText.trim()) found.answer_text = t('admin.content.wordAnswerRequired');
    if (audioUrl && !typeValues.transcript.trim()) found.transcript = t('admin.content.transcriptRequired');
    if (imageUrl && !imageAlt.trim()) found.image_alt = t('admin.content.altRequired');
    if (funNLearn && !passageId) found.passage_id = t('admin.content.passageRequired');
    return found;
  };

  const save = async () => {
    setConfirming(false);
    setBusy(true);
    const body: QuestionBody = {
      ...(question ? { id: question.id } : {}),
      subcategory_id: Number(subcategoryId),
      level: Number(level),
      question: text.trim(),
      options: shownOptions.map((option) => option.trim()),
      answer: word ? 0 : Math.min(answer, answerCount - 1),
      answer_text: word ? typeValues.answerText.trim() : null,
      hint: word ? typeValues.hint.trim() || null : null,
      transcript: audioUrl ? typeValues.transcript.trim() : null,
      passage_id: funNLearn && passageId ? Number(passageId) : null,
      note: note.trim(),
      image_url: imageUrl,
      image_alt: imageUrl ? imageAlt.trim() : null,
      audio_url: audioUrl,
      active,
    };
    try {
      const saved = await contentApi.setQuestion(body);
      form.clear();
      onSaved(saved.question, saved.changed);
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
    if (question?.active && !active) setConfirming(true);
    else void save();
  };

  const { errors } = form;
  const maxLevel = subcategory ? subcategory.max_level + 1 : null;
  return (
    <form className="card admin-panel admin-form content-form" onSubmit={submit} noValidate aria-label={question ? t('admin.content.editQuestion') : t('admin.content.newQuestion')}>
      <SelectField
        label={t('admin.content.category')}
        value={categoryId === null ? '' : String(categoryId)}
        onChange={(event) => {
          setCategoryId(event.target.value ? Number(event.target.value) : null);
          setSubcategoryId('');
          setPassageId('');
        }}
      >
        <option value="">{t('admin.content.chooseCategory')}</option>
        {categories.map((row) => (
          <option key={row.id} value={row.id}>
            {`${row.name} (${row.slug})`}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('admin.content.subcategory')}
        value={subcategoryId}
        error={errors.subcategory_id}
        onChange={(event) => {
          setSubcategoryId(event.target.value);
          setPassageId('');
        }}
      >
        <option value="">{t('admin.content.chooseSubcategory')}</option>
        {subcategories.map((row) => (
          <option key={row.id} value={row.id}>
            {row.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('admin.content.level')}
        hint={maxLevel ? t('admin.content.levelHint', { max: formatNumber(maxLevel, i18n.language) }) : undefined}
        inputMode="numeric"
        value={level}
        error={errors.level}
        onChange={(event) => setLevel(event.target.value.trim())}
      />
      <TextAreaField label={t('admin.content.questionText')} value={text} maxLength={2000} error={errors.question} onChange={(event) => setText(event.target.value)} />
      {word ? null : (
        <AnswerOptions
          options={shownOptions}
          answer={answer}
          onOption={(index, value) => setOptions(shownOptions.map((option, at) => (at === index ? value : option)))}
          onAnswer={setAnswer}
          errors={{ 0: errors['options.0'], 1: errors['options.1'], 2: errors['options.2'], 3: errors['options.3'] }}
          groupError={errors.options ?? errors.answer}
        />
      )}
      <TextAreaField label={t('admin.content.note')} hint={t('admin.content.noteHint')} value={note} maxLength={2000} error={errors.note} onChange={(event) => setNote(event.target.value)} />
      <MediaField label={t('admin.content.questionPicture')} kind="picture" value={imageUrl} previewAlt={imageAlt} onChange={setImageUrl} upload={contentApi.upload} error={errors.image_url} />
      {imageUrl ? (
        <TextField label={t('admin.content.altText')} hint={t('admin.content.altHint')} value={imageAlt} maxLength={300} dir="auto" error={errors.image_alt} onChange={(event) => setImageAlt(event.target.value)} />
      ) : null}
      <MediaField label={t('admin.content.questionAudio')} kind="audio" value={audioUrl} onChange={setAudioUrl} upload={contentApi.upload} error={errors.audio_url} />
      <QuestionTypeFields type={type} hasAudio={audioUrl !== null} values={typeValues} onChange={setTypeValues} errors={errors} />
      {funNLearn ? (
        <PassagePicker subcategoryId={subcategoryId ? Number(subcategoryId) : null} value={passageId} onChange={setPassageId} error={errors.passage_id} />
      ) : (
        <FormFailure message={errors.passage_id ?? null} />
      )}
      <CheckboxField label={t('admin.content.questionEnabled')} checked={active} error={errors.active} onChange={(event) => setActive(event.target.checked)} />
      <FormFailure message={form.failure} />
      <Button type="submit" busy={busy}>
        {question ? t('admin.content.save') : t('admin.content.createQuestion')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('admin.content.disableQuestionTitle')}
        confirmLabel={t('admin.content.disableConfirm')}
        cancelLabel={t('common.cancel')}
        danger
        busy={busy}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('admin.content.disableQuestionBody')}</p>
      </ConfirmDialog>
    </form>
  );
}
