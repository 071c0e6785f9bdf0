/**
 * "Your favourite categories" (set_quiz_categories): the player picks up to 12 Quiz Zone
 * categories and orders them with buttons (move up, move down, remove, add), so the whole editor
 * works from the keyboard and a screen reader hears each move. Saved favourites come first on the
 * home screen and in Quiz Zone's list. Loaded on demand from the home screen.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FAVOURITE_CATEGORIES } from '../../../../contract/quiz/solo-modes';
import type { PlayerCategory } from '../../../../contract/api/quiz';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { isApiError } from '../../../lib/request/api-error';
import { Button } from '../../../ui/Button';
import { addFavourite, canAdd, favouritesOf, moveFavourite, removeFavourite, type Favourites } from './favourites-order';
import { soloApi } from './solo.api';
import './solo-screens.css';

export interface FavouriteCategoriesEditorProps {
  readonly categories: readonly PlayerCategory[];
  /** The server saved the list (in this order). */
  readonly onSaved: (favourites: readonly number[]) => void;
  readonly onClose: () => void;
}

type Focus = { readonly id: number; readonly action: 'up' | 'down' } | null;

function ChosenList({ list, names, onChange }: { readonly list: Favourites; readonly names: ReadonlyMap<number, string>; readonly onChange: (next: Favourites, said: string) => void }) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focus, setFocus] = useState<Focus>(null);
  useEffect(() => {
    if (!focus) return;
    // A moved row's button keeps the focus; at an end its twin (the other direction) takes it.
    const own = buttons.current.get(`${focus.id}:${focus.action}`);
    const twin = buttons.current.get(`${focus.id}:${focus.action === 'up' ? 'down' : 'up'}`);
    (own && !own.disabled ? own : twin)?.focus();
  }, [focus, list]);
  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  if (list.length === 0) return <p>{t('modes.favourites.none')}</p>;
  return (
    <ol className="solo-favourites">
      {list.map((id, index) => {
        const name = names.get(id) ?? String(id);
        const move = (step: -1 | 1) => {
          const next = moveFavourite(list, id, step);
          onChange(next, t('modes.favourites.moved', { name, place: next.indexOf(id) + 1 }));
          setFocus({ id, action: step === -1 ? 'up' : 'down' });
        };
        return (
          <li key={id}>
            <span dir="auto">{name}</span>
            <Button variant="ghost" ref={ref(`${id}:up`)} disabled={index === 0} aria-label={t('modes.favourites.moveUp', { name })} onClick={() => move(-1)}>
              {t('modes.favourites.up')}
            </Button>
            <Button variant="ghost" ref={ref(`${id}:down`)} disabled={index === list.length - 1} aria-label={t('modes.favourites.moveDown', { name })} onClick={() => move(1)}>
              {t('modes.favourites.down')}
            </Button>
            <Button variant="secondary" aria-label={t('modes.favourites.removeLabel', { name })} onClick={() => onChange(removeFavourite(list, id), t('modes.favourites.removed', { name }))}>
              {t('modes.favourites.remove')}
            </Button>
          </li>
        );
      })}
    </ol>
  );
}

export function FavouriteCategoriesEditor({ categories, onSaved, onClose }: FavouriteCategoriesEditorProps) {
  const { t } = useTranslation();
  const [list, setList] = useState<Favourites>(() => favouritesOf(categories));
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const others = categories.filter((c) => !list.includes(c.id));
  const change = (next: Favourites, message: string) => {
    setList(next);
    setSaid(message);
  };

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await soloApi.setFavourites(list);
      onSaved(saved.categories);
    } catch (error) {
      setFailure(isApiError(error) ? inlineErrorMessage(error) : t('modes.favourites.failed'));
      setBusy(false);
    }
  }

  return (
    <section className="card solo-favourites-editor" aria-labelledby="favourites-title">
      <h2 id="favourites-title" tabIndex={-1} ref={heading}>
        {t('modes.favourites.title')}
      </h2>
      <p>{t('modes.favourites.lead', { max: MAX_FAVOURITE_CATEGORIES })}</p>
      <h3>{t('modes.favourites.chosen', { chosen: list.length, max: MAX_FAVOURITE_CATEGORIES })}</h3>
      <ChosenList list={list} names={names} onChange={change} />
      <h3>{t('modes.favourites.others')}</h3>
      {canAdd(list) ? null : <p>{t('modes.favourites.full', { max: MAX_FAVOURITE_CATEGORIES })}</p>}
      <ul className="solo-favourites">
        {others.map((category) => (
          <li key={category.id}>
            <span dir="auto">{category.name}</span>
            <Button
              variant="secondary"
              disabled={!canAdd(list)}
              aria-label={t('modes.favourites.addLabel', { name: category.name })}
              onClick={() => change(addFavourite(list, category.id), t('modes.favourites.added', { name: category.name, place: list.length + 1 }))}
            >
              {t('modes.favourites.add')}
            </Button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="quiz-header-actions">
        <Button busy={busy} onClick={() => void save()}>
          {t('modes.favourites.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </section>
  );
}
