/**
 * /admin/questions/order?subcategory=&level=: a level's questions in play order, moved with Move up
 * and Move down (focus stays on the moved question's button) and saved at once with
 * set_admin_question_order. Leaving without saving keeps the old order.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import type { AdminQuestion, AdminSubcategory } from '../../../../contract/api/admin-content';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { AdminLayout } from '../AdminLayout';
import { refusalOf } from '../components/server-refusal';
import { categoryPath, contentApi, levelOrderPath, one, parseId, questionPath, QUESTIONS_PATH } from './content.api';
import { LoadOne } from '../components/LoadOne';

/** The most questions one level holds for ordering (the order action takes up to 1,000). */
const LEVEL_MAX = 1000;
const PAGE = 100;

interface Level {
  readonly subcategory: AdminSubcategory;
  readonly questions: readonly AdminQuestion[];
}

async function loadLevel(subcategoryId: number, level: number, signal: AbortSignal): Promise<Level> {
  const subcategory = await one(contentApi.subcategories({ id: subcategoryId, offset: 0, limit: 1, order_by: 'sort' }, signal));
  const questions: AdminQuestion[] = [];
  for (let offset = 0; offset < LEVEL_MAX; offset += PAGE) {
    const page = await contentApi.questions({ subcategory_id: subcategoryId, level, offset, limit: PAGE }, signal);
    questions.push(...page.data);
    if (questions.length >= page.total || page.data.length === 0) break;
  }
  return { subcategory, questions };
}

function OrderList({ subcategory, level, initial }: { readonly subcategory: AdminSubcategory; readonly level: number; readonly initial: readonly AdminQuestion[] }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const [order, setOrder] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const dirty = order.some((question, index) => question.id !== saved[index]?.id);

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const moved = order[index];
    if (!moved || target < 0 || target >= order.length) return;
    const next = [...order];
    next.splice(index, 1);
    next.splice(target, 0, moved);
    setOrder(next);
    setStatus(t('admin.content.movedTo', { place: number(target + 1), total: number(next.length) }));
    // Keep focus on the moved question: on the same button, or the other one at the ends of the list.
    const edge = (by === -1 && target === 0) || (by === 1 && target === next.length - 1);
    const key = `${moved.id}:${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`;
    requestAnimationFrame(() => buttons.current.get(key)?.focus());
  };

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await contentApi.setQuestionOrder({ subcategory_id: subcategory.id, level, question_ids: order.map((question) => question.id) });
      setSaved(order);
      setStatus(t('admin.content.orderSaved'));
    } catch (error) {
      setFailure(refusalOf(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="admin-done" role="status">
        {status}
      </p>
      <ol className="content-order" aria-label={t('admin.content.orderListLabel', { level: number(level) })}>
        {order.map((question, index) => (
          <li key={question.id} className="card content-order__item">
            <span className="content-order__place" aria-hidden="true">
              {number(index + 1)}
            </span>
            <span dir="auto">
              <Link to={questionPath(question.id)}>{question.question}</Link>
              {question.active ? null : ` (${t('admin.content.off')})`}
            </span>
            <span className="content-order__buttons">
              <Button
                variant="secondary"
                ref={(element) => {
                  if (element) buttons.current.set(`${question.id}:up`, element);
                }}
                disabled={index === 0}
                aria-label={t('admin.content.moveUpNamed', { question: question.question })}
                onClick={() => move(index, -1)}
              >
                {t('admin.content.moveUp')}
              </Button>
              <Button
                variant="secondary"
                ref={(element) => {
                  if (element) buttons.current.set(`${question.id}:down`, element);
                }}
                disabled={index === order.length - 1}
                aria-label={t('admin.content.moveDownNamed', { question: question.question })}
                onClick={() => move(index, 1)}
              >
                {t('admin.content.moveDown')}
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="admin-panel__actions">
        <Button busy={busy} disabled={!dirty} onClick={() => void save()}>
          {t('admin.content.saveOrder')}
        </Button>
        <Button variant="secondary" disabled={!dirty || busy} onClick={() => setOrder(saved)}>
          {t('admin.content.undoOrder')}
        </Button>
      </div>
    </>
  );
}

export function LevelOrderScreen() {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const [params] = useSearchParams();
  const subcategoryId = parseId(params.get('subcategory'));
  const level = parseId(params.get('level'));
  const { state, reload } = useAsync(
    (signal) => (subcategoryId === null || level === null ? Promise.reject(new Error(t('admin.content.levelNotFound'))) : loadLevel(subcategoryId, level, signal)),
    `level-order:${subcategoryId}:${level}`,
  );
  const back = { to: QUESTIONS_PATH, label: t('admin.content.questionsTitle') };
  return (
    <LoadOne state={state} reload={reload} title={t('admin.content.levelOrderTitle')} back={back} notFound={t('admin.content.levelNotFound')}>
      {({ subcategory, questions }) => (
        <AdminLayout
          title={t('admin.content.levelOrderHeading', { level: number(level ?? 0), name: subcategory.name })}
          lead={t('admin.content.levelOrderLead')}
          back={{ to: categoryPath(subcategory.category_id), label: t('admin.content.categoryTitle') }}
        >
          <nav className="content-row-actions" aria-label={t('admin.content.otherLevels')}>
            {level !== null && level > 1 ? <Link to={levelOrderPath(subcategory.id, level - 1)}>{t('admin.content.levelN', { level: number(level - 1) })}</Link> : null}
            {level !== null && level < subcategory.max_level ? <Link to={levelOrderPath(subcategory.id, level + 1)}>{t('admin.content.levelN', { level: number(level + 1) })}</Link> : null}
          </nav>
          {questions.length === 0 ? (
            <p>{t('admin.content.levelEmpty')}</p>
          ) : (
            <OrderList key={`${subcategory.id}:${level}`} subcategory={subcategory} level={level ?? 1} initial={questions} />
          )}
        </AdminLayout>
      )}
    </LoadOne>
  );
}
