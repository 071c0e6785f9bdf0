/** What one audit entry changed: each field with its value before and after (only the fields that differ when both exist). */
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../contract/api/admin';

type Values = Readonly<Record<string, unknown>> | null;

function show(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields to list: every field of either side, but when both sides have it, only if it changed. */
export function changedFields(before: Values, after: Values): string[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.filter((name) => !before || !after || !(name in before) || !(name in after) || show(before[name]) !== show(after[name]));
}

export function AuditChanges({ entry }: { readonly entry: AuditEntry }) {
  const { t } = useTranslation();
  const fields = changedFields(entry.before, entry.after);
  if (fields.length === 0) return <span>{t('admin.audit.noValues')}</span>;
  return (
    <dl className="admin-changes">
      {fields.map((name) => (
        <div key={name}>
          <dt dir="ltr">{name}</dt>
          <dd dir="auto">
            {entry.before ? (
              <>
                <del>
                  <span className="visually-hidden">{t('admin.audit.before')} </span>
                  {show(entry.before[name])}
                </del>{' '}
                <span aria-hidden="true">→</span>{' '}
              </>
            ) : null}
            <ins>
              <span className="visually-hidden">{t('admin.audit.after')} </span>
              {show(entry.after?.[name])}
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
