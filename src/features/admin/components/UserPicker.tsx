/**
 * Names one user by id: typed in, or found by a search (get_admin_users: name, e-mail, mobile, uid or
 * id) and picked from the answers. The search runs on its button or Enter, never on every key.
 */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../../contract/api/admin';
import { callAction } from '../../../lib/request/request';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { refusalOf } from './server-refusal';

const RESULTS = 8;

export interface UserPickerProps {
  /** The user id as typed (digits), '' for none. */
  readonly value: string;
  readonly onChange: (userId: string) => void;
  /** The server's or the form's complaint about the user id. */
  readonly error?: string | null | undefined;
}

export function UserPicker({ value, onChange, error }: UserPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<readonly AdminUserRow[] | null>(null);
  const [picked, setPicked] = useState<AdminUserRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const search = async () => {
    if (!query.trim()) return;
    setBusy(true);
    setFailure(null);
    try {
      const page = await callAction('get_admin_users', { offset: 0, limit: RESULTS, search: query.trim() }, { displayToast: false });
      setFound(page.data);
    } catch (caught) {
      setFound(null);
      setFailure(refusalOf(caught).message);
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };
  const pick = (user: AdminUserRow) => {
    setPicked(user);
    setFound(null);
    onChange(String(user.id));
  };

  return (
    <fieldset className="admin-picker">
      <legend className="field__label">{t('admin.picker.legend')}</legend>
      <TextField
        label={t('admin.picker.userId')}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        value={value}
        error={error}
        hint={picked && String(picked.id) === value ? t('admin.picker.chosen', { name: picked.name || t('admin.users.noName') }) : undefined}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      <div className="admin-picker__search">
        <TextField label={t('admin.picker.search')} hint={t('admin.picker.searchHint')} type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} onKeyDown={onKeyDown} />
        <Button variant="secondary" busy={busy} onClick={() => void search()}>
          {t('admin.picker.find')}
        </Button>
      </div>
      <div role="status" className="admin-picker__status">
        {found && found.length === 0 ? t('admin.picker.none') : ''}
        {found && found.length > 0 ? t('admin.picker.results', { number: found.length }) : ''}
      </div>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {found && found.length > 0 ? (
        <ul className="admin-picker__results" aria-label={t('admin.picker.resultsLabel')}>
          {found.map((user) => (
            <li key={user.id}>
              <Button variant="ghost" onClick={() => pick(user)}>
                {t('admin.picker.pick', { name: user.name || t('admin.users.noName'), id: user.id })}
                {user.email ? (
                  <span className="admin-muted" dir="ltr">
                    {' '}
                    {user.email}
                  </span>
                ) : null}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
