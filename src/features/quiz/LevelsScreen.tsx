/**
 * Quiz Zone: the levels of a subcategory, locked until the previous one is passed. Online, the
 * server's levels are also kept on the device for offline play; offline, the downloaded pack shows
 * the levels this device knows are open. The topic can be downloaded from here.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { packIds } from '../../../contract/offline/pack-ids';
import { useAsync } from '../../lib/use-async';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { DownloadPackButton } from '../downloads';
import { LevelTile } from './LevelTile';
import { LoadError, Loading } from '../../ui/LoadState';
import { ApiError } from '../../lib/request/api-error';
import { OfflineNote } from '../../ui/OfflineNote';
import { quizApi } from './quiz.api';
import { currentUserId } from '../../lib/session/current-user-id';
import { packLevelData, rememberServerLevels, withPackFallback } from './quiz-offline';
import { idSegment, parseIdSegment } from '../../lib/id-segment';
import { quizPaths } from './quiz-paths';
import './quiz.css';
import { formatPercentage } from '../../lib/i18n/number-format';

async function loadLevels(categoryId: number, subcategoryId: number, userId: string, signal: AbortSignal) {
  const loaded = await withPackFallback(
    () => quizApi.levels(categoryId, subcategoryId, signal),
    () => packLevelData(categoryId, subcategoryId, userId),
  );
  // Offline play needs the server's last word; failing to keep it only costs that.
  if (loaded.source === 'server') await rememberServerLevels(userId, loaded.data).catch(() => undefined);
  return loaded;
}

export function LevelsScreen() {
  const { t, i18n } = useTranslation();
  const params = useParams<{ category: string; subcategory: string }>();
  const categoryId = parseIdSegment(params.category);
  const subcategoryId = parseIdSegment(params.subcategory);
  const { state, reload } = useAsync((signal) => {
    const userId = currentUserId();
    return categoryId && subcategoryId && userId ? loadLevels(categoryId, subcategoryId, userId, signal) : Promise.reject(new ApiError('NOT_FOUND', 404, t('quiz.unavailable.topicMissing'), 'subcategory'));
  }, `levels:${categoryId ?? '-'}:${subcategoryId ?? '-'}`);
  const categoryPath = quizPaths.category(params.category);

  if (state.status === 'loading') return <div className="container"><Loading /></div>;
  if (state.status === 'error') {
    return (
      <div className="container">
        <PageTitle title={t('quiz.levels.title')} back={{ to: categoryPath, label: t('common.back') }} />
        <LoadError error={state.error} onRetry={reload} back={categoryPath} way={{ quizZone: quizPaths.categories(), category: categoryPath }} />
      </div>
    );
  }
  const { data, source } = state.data;
  const { category, subcategory, levels } = data;
  const catSegment = idSegment(category.id, category.slug);
  const subSegment = idSegment(subcategory.id, subcategory.slug);
  return (
    <div className="container">
      <PageTitle
        title={subcategory.name}
        lead={t('quiz.levels.lead', { category: category.name, levels: t('count.levels', { count: levels.length }) })}
        back={{ to: quizPaths.category(catSegment), label: category.name }}
      />
      {source === 'pack' ? <OfflineNote>{t('quiz.offline.levels')}</OfflineNote> : null}
      <div className="quiz-header-actions">
        <DownloadPackButton packId={packIds.quizZoneSubcategory(subcategory.id)} title={subcategory.name} />
      </div>
      {levels.length > 1 ? <p className="level-grid__rule">{t('quiz.levels.passMark', { pass: formatPercentage(data.pass_percentage, i18n.language) })}</p> : null}
      {levels.length === 0 ? <StatusMessage tone="empty" icon="layers" title={t('quiz.levels.empty')} /> : null}
      <ul className="level-grid" aria-label={t('quiz.levels.title')}>
        {levels.map((level) => (
          <li key={level.level}>
            <LevelTile level={level} to={quizPaths.play(catSegment, subSegment, level.level)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
