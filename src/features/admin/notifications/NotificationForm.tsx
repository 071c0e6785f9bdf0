/**
 * Sends a notification to everyone or one user, now (send_notification) or at a set date and time in
 * the admin's own time zone (schedule_admin_notification, sent as ISO with its offset). Sending to
 * everyone is asked first. The form checks what it can; the server's refusal is shown by its field.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NOTIFICATION_BODY_MAX, ADMIN_NOTIFICATION_TITLE_MAX, ADMIN_SCHEDULE_MAX_AHEAD_DAYS } from '../../../../contract/api/admin-limits';
import { formatNumber } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextField } from '../../../ui/TextField';
import { formatDateTime } from '../admin-format';
import { refusalOf, type Refusal } from '../components/server-refusal';
import { SelectField } from '../components/SelectField';
import { TextAreaField } from '../components/TextAreaField';
import { UserPicker } from '../components/UserPicker';
import { localTimeZone, localToday, localToIso } from '../components/local-time';
import { notificationsApi } from './notifications.api';

type To = 'all' | 'user';
type When = 'now' | 'later';
type Field = 'user_id' | 'title' | 'body' | 'send_at';
type Errors = Partial<Record<Field, string>>;

const DAY_MS = 86_400_000;

export function NotificationForm({ onSent }: { readonly onSent: (message: string, scheduled: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const [to, setTo] = useState<To>('all');
  const [userId, setUserId] = useState('');
  const [when, setWhen] = useState<When>('now');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const number = (value: number) => formatNumber(value, i18n.language);

  const check = (): { errors: Errors; sendAt: string | null } => {
    const found: Errors = {};
    const id = Number(userId);
    if (to === 'user' && (!/^\d+$/.test(userId) || !Number.isSafeInteger(id) || id < 1)) found.user_id = t('admin.notify.userIdInvalid');
    if (title.trim().length < 1 || title.trim().length > ADMIN_NOTIFICATION_TITLE_MAX) found.title = t('admin.notify.titleInvalid', { max: number(ADMIN_NOTIFICATION_TITLE_MAX) });
    if (body.trim().length < 1 || body.trim().length > ADMIN_NOTIFICATION_BODY_MAX) found.body = t('admin.notify.bodyInvalid', { max: number(ADMIN_NOTIFICATION_BODY_MAX) });
    let sendAt: string | null = null;
    if (when === 'later') {
      sendAt = localToIso(date, time);
      const at = sendAt ? new Date(sendAt).getTime() : Number.NaN;
      if (!sendAt || Number.isNaN(at)) found.send_at = t('admin.notify.whenMissing');
      else if (at <= Date.now()) found.send_at = t('admin.notify.whenPast');
      else if (at > Date.now() + ADMIN_SCHEDULE_MAX_AHEAD_DAYS * DAY_MS) found.send_at = t('admin.notify.whenTooFar', { days: number(ADMIN_SCHEDULE_MAX_AHEAD_DAYS) });
    }
    return { errors: found, sendAt };
  };

  const send = async () => {
    const { errors: found, sendAt } = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    const base = { title: title.trim(), body: body.trim(), ...(to === 'user' ? { user_id: Number(userId) } : {}) };
    try {
      if (when === 'later' && sendAt) {
        const row = await notificationsApi.schedule({ ...base, send_at: sendAt });
        const who = row.user_id === null ? t('admin.notify.everyone') : row.user_name || `#${row.user_id}`;
        onSent(t('admin.notify.scheduled', { who, date: formatDateTime(row.send_at, i18n.language) }), true);
      } else {
        await notificationsApi.send(base);
        onSent(t('admin.notify.sent', { who: to === 'all' ? t('admin.notify.everyone') : `#${userId}` }), false);
      }
      setTitle('');
      setBody('');
    } catch (error) {
      const refusal: Refusal = refusalOf(error);
      const field = (['user_id', 'title', 'body', 'send_at'] as const).find((name) => name === refusal.field);
      if (field) setErrors({ [field]: refusal.message });
      else setFailure(refusal.message);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { errors: found } = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (to === 'all') setAsking(true);
    else void send();
  };

  return (
    <section className="card admin-panel" aria-labelledby="admin-notify-form">
      <h2 id="admin-notify-form">{t('admin.notify.formTitle')}</h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <SelectField label={t('admin.notify.to')} value={to} onChange={(event) => setTo(event.target.value as To)}>
          <option value="all">{t('admin.notify.toAll')}</option>
          <option value="user">{t('admin.notify.toUser')}</option>
        </SelectField>
        {to === 'user' ? <UserPicker value={userId} onChange={setUserId} error={errors.user_id} /> : null}
        <TextField label={t('admin.notify.title')} value={title} maxLength={ADMIN_NOTIFICATION_TITLE_MAX} error={errors.title} onChange={(event) => setTitle(event.target.value)} />
        <TextAreaField label={t('admin.notify.body')} value={body} maxLength={ADMIN_NOTIFICATION_BODY_MAX} error={errors.body} onChange={(event) => setBody(event.target.value)} />
        <SelectField label={t('admin.notify.when')} value={when} onChange={(event) => setWhen(event.target.value as When)}>
          <option value="now">{t('admin.notify.now')}</option>
          <option value="later">{t('admin.notify.later')}</option>
        </SelectField>
        {when === 'later' ? (
          <div className="admin-notify__when">
            <TextField label={t('admin.notify.date')} type="date" min={localToday()} value={date} error={errors.send_at} onChange={(event) => setDate(event.target.value)} />
            <TextField label={t('admin.notify.time')} type="time" value={time} hint={t('admin.notify.timeZone', { zone: localTimeZone() })} onChange={(event) => setTime(event.target.value)} />
          </div>
        ) : null}
        {failure ? (
          <p className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" busy={busy && !asking}>
          {when === 'now' ? t('admin.notify.submitNow') : t('admin.notify.submitLater')}
        </Button>
      </form>
      {asking ? (
        <ConfirmDialog
          open
          title={t(when === 'now' ? 'admin.notify.confirmAllNow' : 'admin.notify.confirmAllLater')}
          confirmLabel={when === 'now' ? t('admin.notify.submitNow') : t('admin.notify.submitLater')}
          cancelLabel={t('common.cancel')}
          busy={busy}
          onConfirm={() => void send()}
          onCancel={() => setAsking(false)}
        >
          <p>{t('admin.notify.confirmAllBody')}</p>
          <p dir="auto">
            <strong>{title.trim()}</strong>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
