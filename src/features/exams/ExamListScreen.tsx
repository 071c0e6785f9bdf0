/**
 * /exam-module: today's exams and past ones (get_exam_module by type, paged), each with its day,
 * duration, marks and whether the player took it. Exams need a connection: offline (or when the
 * answer is the device's stored copy) the screen says so and shows the lists last seen, read-only.
 */
import { useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { formatDateTime } from '../../lib/i18n/date-format';
import { isNetworkFailure } from '../../lib/pack-fallback';
import type { PagedState } from '../../lib/paging/paged-list';
import { usePagedList } from '../../lib/paging/use-paged-list';
import { Button } from '../../ui/Button';
import { NeedsConnection } from '../../ui/LiveOnly';
import { LoadError, Loading } from '../../ui/LoadState';
import { LoadMore, type LoadMoreWords } from '../../ui/LoadMore';
import { OfflineNote } from '../../ui/OfflineNote';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { panelIdOf, TabList, tabIdOf } from '../../ui/TabList';
import type { ExamModule } from '../../../contract/api/exams';
import { ExamCard } from './ExamCard';
import { examListSource, type ExamPage } from './exam-list';
import type { ExamListType } from './exam-paths';
import './exams.css';

const TABS: readonly ExamListType[] = ['today', 'past'];
const ID_PREFIX = 'exam-lists';

function loadMoreWords(state: PagedState<ExamModule, ExamPage>, t: TFunction): LoadMoreWords {
  return {
    summary: t('exams.list.summary', { shown: state.items.length, total: state.total ?? 0 }),
    end: t('exams.list.end'),
    loading: t('exams.list.loading'),
    offline: t('exams.list.offline'),
    failed: t('exams.list.failed'),
    button: t('exams.list.more'),
  };
}

function ExamList({ type, readOnly }: { readonly type: ExamListType; readonly readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const { state, loadMore } = usePagedList(examListSource, type);
  const list = useRef<HTMLUListElement>(null);
  const { online } = useConnectivity();
  const stored = state.cachedAt !== null;

  if (state.items.length === 0 && state.failure) {
    if (!isNetworkFailure(state.failure.error)) return <LoadError error={state.failure.error} onRetry={loadMore} />;
    return (
      <>
        <NeedsConnection feature={t('nav.exam')} />
        <p className="exams-cached-none">{t('exams.offline.nothingStored')}</p>
        <Button variant="secondary" onClick={loadMore}>
          {t('common.retry')}
        </Button>
      </>
    );
  }
  if (state.total === null) return <Loading />;
  return (
    <>
      {stored || !online ? <NeedsConnection feature={t('nav.exam')} variant="inline" /> : null}
      {stored && state.cachedAt ? <OfflineNote>{t('exams.offline.stored', { date: formatDateTime(state.cachedAt, i18n.language) })}</OfflineNote> : null}
      {state.items.length === 0 ? (
        <StatusMessage tone="empty" icon="clipboard" title={t(type === 'today' ? 'exams.empty.today' : 'exams.empty.past')}>
          <p>{t(type === 'today' ? 'exams.empty.todayBody' : 'exams.empty.pastBody')}</p>
        </StatusMessage>
      ) : (
        <>
          <ul ref={list} className="exam-list" aria-label={t(type === 'today' ? 'exams.list.todayLabel' : 'exams.list.pastLabel')}>
            {state.items.map((exam) => (
              <li key={exam.id} tabIndex={-1}>
                <ExamCard exam={exam} readOnly={readOnly || stored || !online} />
              </li>
            ))}
          </ul>
          <LoadMore state={state} list={list} words={loadMoreWords(state, t)} onLoadMore={loadMore} />
        </>
      )}
    </>
  );
}

export function ExamListScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type: ExamListType = params.get('tab') === 'past' ? 'past' : 'today';
  const select = (next: ExamListType): void => setParams(next === 'today' ? {} : { tab: next }, { replace: true });
  return (
    <div className="container container--narrow exams">
      <PageTitle title={t('nav.exam')} lead={t('exams.lead')} />
      <TabList label={t('exams.tabs.label')} tabs={TABS.map((key) => ({ key, label: t(`exams.tabs.${key}`) }))} selected={type} onSelect={select} idPrefix={ID_PREFIX} />
      <div role="tabpanel" id={panelIdOf(ID_PREFIX)} aria-labelledby={tabIdOf(ID_PREFIX, type)}>
        <ExamList key={type} type={type} readOnly={false} />
      </div>
    </div>
  );
}
