/**
 * /admin/outbox: what the development outbox recorded (e-mails and SMS with their links and codes),
 * newest first, filtered by address and channel, page by page. Links are shown as text to copy, not
 * followed: an admin who opened someone's reset link would only bounce off the sign-in pages.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DevMessage } from '../../../contract/api/messaging';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { useAsync } from '../../lib/use-async';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { StatusMessage } from '../../ui/StatusMessage';
import { TextField } from '../../ui/TextField';
import { adminApi, type OutboxQuery } from './admin.api';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { AdminLayout } from './AdminLayout';

export const OUTBOX_PAGE_SIZE = 20;

type Channel = DevMessage['channel'] | '';

interface Filter {
  readonly to: string;
  readonly channel: Channel;
}

const NO_FILTER: Filter = { to: '', channel: '' };

function queryOf(filter: Filter, page: number): OutboxQuery {
  // One more than a page: whether it arrives says if there are older messages.
  return {
    offset: page * OUTBOX_PAGE_SIZE,
    limit: OUTBOX_PAGE_SIZE + 1,
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.channel ? { channel: filter.channel } : {}),
  };
}

function OutboxFilters({ onApply }: { readonly onApply: (filter: Filter) => void }) {
  const { t } = useTranslation();
  const channelId = useId();
  const [draft, setDraft] = useState<Filter>(NO_FILTER);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ to: draft.to.trim(), channel: draft.channel });
  };
  return (
    <form className="admin-outbox__filters card" role="search" aria-label={t('admin.outbox.filters')} onSubmit={submit}>
      <TextField
        label={t('admin.outbox.address')}
        type="search"
        dir="ltr"
        autoComplete="off"
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <div className="field">
        <label className="field__label" htmlFor={channelId}>
          {t('admin.outbox.channel')}
        </label>
        <select
          id={channelId}
          className="select"
          value={draft.channel}
          onChange={(event) => setDraft({ ...draft, channel: event.target.value as Channel })}
        >
          <option value="">{t('admin.outbox.channelAll')}</option>
          <option value="email">{t('admin.outbox.channelEmail')}</option>
          <option value="sms">{t('admin.outbox.channelSms')}</option>
        </select>
      </div>
      <Button type="submit">{t('admin.outbox.show')}</Button>
    </form>
  );
}

/** One fact of a message; `code` shows it as typed text (links and codes), left to right. */
function Fact({ label, children, code = false }: { readonly label: string; readonly children: ReactNode; readonly code?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd dir={code ? 'ltr' : undefined}>{code ? <code>{children}</code> : children}</dd>
    </div>
  );
}

function OutboxMessage({ message }: { readonly message: DevMessage }) {
  const { t, i18n } = useTranslation();
  const sent = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(message.created_at));
  return (
    <li className="card admin-outbox__item">
      <h2 className="admin-outbox__subject" dir="auto">
        {message.subject}
      </h2>
      <dl className="admin-outbox__facts">
        <div>
          <dt>{t('admin.outbox.to')}</dt>
          <dd dir="ltr">{message.to}</dd>
        </div>
        <div>
          <dt>{t('admin.outbox.channel')}</dt>
          <dd>{message.channel === 'sms' ? t('admin.outbox.channelSms') : t('admin.outbox.channelEmail')}</dd>
        </div>
        <div>
          <dt>{t('admin.outbox.sent')}</dt>
          <dd>
            <time dateTime={message.created_at}>{sent}</time>
          </dd>
        </div>
        {message.link ? (
          <Fact label={t('admin.outbox.link')} code>
            {message.link}
          </Fact>
        ) : null}
        {message.code ? (
          <Fact label={t('admin.outbox.code')} code>
            {message.code}
          </Fact>
        ) : null}
      </dl>
    </li>
  );
}

export function AdminOutboxScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [page, setPage] = useState(0);
  const query = queryOf(filter, page);
  const { state, reload } = useAsync((signal) => adminApi.outbox(query, signal), `outbox:${JSON.stringify(query)}`);
  const apply = (next: Filter) => {
    setFilter(next);
    setPage(0);
  };

  const messages = state.status === 'success' ? state.data.slice(0, OUTBOX_PAGE_SIZE) : [];
  const hasOlder = state.status === 'success' && state.data.length > OUTBOX_PAGE_SIZE;
  const first = page * OUTBOX_PAGE_SIZE + 1;
  return (
    <AdminLayout title={t('admin.outbox.title')} lead={t('admin.outbox.lead')}>
      <OutboxFilters onApply={apply} />
      {/* Always in the document, so each new page or filter result is announced. */}
      <p className="admin-outbox__status" role="status">
        {state.status === 'success' && messages.length > 0 ? t('admin.outbox.range', { from: first, to: first + messages.length - 1 }) : ''}
      </p>
      {state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {state.status === 'error' && state.error.code === 'UNKNOWN_ACTION' ? (
        <StatusMessage tone="info" title={t('admin.outbox.unavailable')}>
          <p>{t('admin.outbox.production')}</p>
        </StatusMessage>
      ) : null}
      {state.status === 'error' && state.error.code !== 'UNKNOWN_ACTION' ? (
        <StatusMessage tone="error" title={t('admin.outbox.failed')} action={<Button onClick={reload}>{t('common.retry')}</Button>}>
          <p>{inlineErrorMessage(state.error)}</p>
        </StatusMessage>
      ) : null}
      {state.status === 'success' && messages.length === 0 ? <StatusMessage tone="empty" title={t('admin.outbox.empty')} /> : null}
      {messages.length > 0 ? (
        <ol className="admin-outbox__list" aria-label={t('admin.outbox.title')}>
          {messages.map((message) => (
            <OutboxMessage key={message.id} message={message} />
          ))}
        </ol>
      ) : null}
      {page > 0 || hasOlder ? (
        <nav className="admin-outbox__pager" aria-label={t('admin.outbox.pages')}>
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('admin.outbox.newer')}
          </Button>
          <Button variant="secondary" disabled={!hasOlder} onClick={() => setPage(page + 1)}>
            {t('admin.outbox.older')}
          </Button>
        </nav>
      ) : null}
    </AdminLayout>
  );
}
