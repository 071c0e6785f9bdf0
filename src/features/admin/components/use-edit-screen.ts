/**
 * A create-or-edit screen of one record (…/new or …/:id): loads the record (null for a new one),
 * and after a save opens the new record's address, or reads the stored record again and hands the
 * form a new key, so the form starts from what the server kept (new children get their ids).
 */
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useAsync, type AsyncState } from '../../../lib/use-async';
import { parseId } from '../content/content.api';

export interface EditScreenTexts {
  readonly notFound: string;
  readonly created: string;
  readonly saved: string;
}

export interface EditScreen<T> {
  readonly state: AsyncState<T | null>;
  readonly reload: () => void;
  /** What the last save did, for the screen's status line. */
  readonly done: string;
  /** The form's key: a new form for each stored version. */
  readonly formKey: string;
  readonly onSaved: (id: number) => void;
}

export function useEditScreen<T>(name: string, load: (id: number, signal: AbortSignal) => Promise<T>, pathOf: (id: number) => string, texts: EditScreenTexts): EditScreen<T> {
  const param = useParams<{ id: string }>().id;
  const isNew = param === 'new';
  const id = parseId(param);
  const [, navigate] = useLocation();
  const [done, setDone] = useState('');
  const [version, setVersion] = useState(0);
  const { state, reload, setData } = useAsync<T | null>(
    (signal) => (isNew ? Promise.resolve(null) : id === null ? Promise.reject(new Error(texts.notFound)) : load(id, signal)),
    `${name}:${param}`,
  );

  const saved = async (savedId: number) => {
    if (isNew) {
      navigate(pathOf(savedId));
      setDone(texts.created);
      return;
    }
    try {
      setData(await load(savedId, new AbortController().signal));
      setVersion((n) => n + 1);
    } catch {
      reload();
    }
    setDone(texts.saved);
  };

  return { state, reload, done, formKey: `${param}:${version}`, onSaved: (savedId) => void saved(savedId) };
}
