/**
 * The search box and filters above an admin list. It edits a draft and applies it on submit (Enter
 * or the button), so a screen reader user is not interrupted by a new list on every key press.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { SelectField } from './SelectField';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

export interface FilterSpec<F extends string> {
  readonly name: F;
  readonly label: string;
  readonly hint?: string;
  /** A select whose first option is "any" (value ''), added here; without options, a text field. */
  readonly options?: readonly FilterOption[];
  /** Typed text that reads left to right whatever the language (ids, codes, action names). */
  readonly ltr?: boolean;
}

export interface ListSearchProps<F extends string> {
  /** The form's name for assistive technology. */
  readonly label: string;
  /** The free-text search, when the list has one. */
  readonly search?: { readonly label: string; readonly hint?: string; readonly value: string };
  readonly filters?: readonly FilterSpec<F>[];
  readonly values?: Readonly<Record<F, string>>;
  readonly onApply: (search: string, filters: Partial<Record<F, string>>) => void;
}

export function ListSearch<F extends string>({ label, search, filters = [], values, onApply }: ListSearchProps<F>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(search?.value ?? '');
  const [draftFilters, setDraftFilters] = useState<Partial<Record<F, string>>>(values ?? {});
  const setFilter = (name: F, value: string) => setDraftFilters({ ...draftFilters, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft, draftFilters);
  };
  return (
    <form className="admin-search card" role="search" aria-label={label} onSubmit={submit}>
      {search ? (
        <TextField
          className="admin-search__query"
          label={search.label}
          hint={search.hint}
          type="search"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      ) : null}
      {filters.map((filter) =>
        filter.options ? (
          <SelectField key={filter.name} label={filter.label} hint={filter.hint} value={draftFilters[filter.name] ?? ''} onChange={(event) => setFilter(filter.name, event.target.value)}>
            <option value="">{t('admin.list.any')}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            key={filter.name}
            label={filter.label}
            hint={filter.hint}
            autoComplete="off"
            dir={filter.ltr ? 'ltr' : undefined}
            value={draftFilters[filter.name] ?? ''}
            onChange={(event) => setFilter(filter.name, event.target.value)}
          />
        ),
      )}
      <Button type="submit">{t('admin.list.search')}</Button>
    </form>
  );
}
