/**
 * Self Challenge: a Quiz Zone category and, if the player likes, one of its topics, then how many
 * questions and how many minutes (radio groups; a missing one says so in the spec's words). The
 * round never earns, so there is nothing to buy help for; it starts on the play route. Without a
 * connection the lists are those of the downloaded Quiz Zone packs (src/offline/packs/quiz-zone-lists.ts), which the
 * player draws the round from, and the screen says the rest needs a connection.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Category, PlayerCategory, Subcategory } from '../../../../contract/api/quiz';
import { SELF_CHALLENGE_MINUTES, SELF_CHALLENGE_QUESTION_COUNTS } from '../../../../contract/quiz/solo-modes';
import { useLanguages } from '../../../lib/i18n/languages';
import { withPackFallback } from '../../../lib/pack-fallback';
import { packCategories, packSubcategories } from '../../../offline/packs';
import { useAsync } from '../../../lib/use-async';
import { Button, ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { LoadError, Loading } from '../../../ui/LoadState';
import { OfflineNote } from '../../../ui/OfflineNote';
import { PageTitle } from '../../../ui/PageTitle';
import { StatusMessage } from '../../../ui/StatusMessage';
import { DOWNLOADS_PATH } from '../../downloads';
import { lockedPrice, type UnlockTarget } from '../../quiz';
import { ChoiceGroup } from './ChoiceGroup';
import { hasErrors, selfChallengeErrors, type SelfChallengeErrors } from './self-challenge-form';
import { soloApi } from './solo.api';
import { UnlockDialog } from './UnlockDialog';
import { soloPaths } from './solo-paths';
import '../../quiz/premium.css';
import '../../quiz/quiz.css';
import './solo-screens.css';

type Listed = Category | PlayerCategory;

function useTopics(category: number | null) {
  return useAsync<readonly Subcategory[]>(async (signal) => {
    if (category === null) return [];
    const listed = await withPackFallback(
      () => soloApi.subcategories(category, signal),
      () => packSubcategories(category),
    );
    return listed.data.subcategories;
  }, `self-topics:${category ?? 'none'}`);
}

function SelfChallengeForm({ categories }: { readonly categories: readonly Listed[] }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [category, setCategory] = useState<number | null>(null);
  const [topic, setTopic] = useState<number | null>(null);
  const [limit, setLimit] = useState<number | null>(null);
  const [timer, setTimer] = useState<number | null>(null);
  const [errors, setErrors] = useState<SelfChallengeErrors>({});
  const [unlocking, setUnlocking] = useState<UnlockTarget | null>(null);
  const [unlocked, setUnlocked] = useState<ReadonlySet<number>>(new Set());
  const topics = useTopics(category);
  const chosen = categories.find((c) => c.id === category);
  const price = chosen && !unlocked.has(chosen.id) ? lockedPrice(chosen) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = selfChallengeErrors({ category, topic, limit, timer });
    setErrors(found);
    if (hasErrors(found) || !chosen || limit === null || timer === null || price !== null) return;
    const topicSlug = topics.state.status === 'success' ? topics.state.data.find((s) => s.id === topic)?.slug : undefined;
    navigate(soloPaths.selfChallengePlay({ category: chosen.slug, ...(topicSlug ? { topic: topicSlug } : {}), limit, timer }));
  }

  return (
    <form className="solo-form" noValidate onSubmit={submit}>
      <fieldset>
        <legend>{t('modes.selfChallenge.what')}</legend>
        <label className="field">
          <span className="field__label">{t('modes.selfChallenge.category')}</span>
          <select
            className="field__input"
            value={category ?? ''}
            aria-invalid={errors.category ? true : undefined}
            onChange={(event) => {
              setCategory(event.target.value ? Number(event.target.value) : null);
              setTopic(null);
            }}
          >
            <option value="">{t('modes.selfChallenge.chooseCategory')}</option>
            {categories.map((c) => {
              const cost = lockedPrice(c);
              return (
                <option key={c.id} value={c.id}>
                  {cost === null || unlocked.has(c.id) ? c.name : t('modes.selfChallenge.lockedOption', { name: c.name, coins: t('count.coins', { count: cost }) })}
                </option>
              );
            })}
          </select>
        </label>
        {errors.category ? (
          <p className="field-error" role="alert">
            {t(errors.category)}
          </p>
        ) : null}
        {chosen && price !== null ? (
          <div className="premium-banner">
            <Icon name="lock" size={24} />
            <p className="premium-banner__text">{t('premium.banner.text', { coins: t('count.coins', { count: price }) })}</p>
            <Button aria-haspopup="dialog" onClick={() => setUnlocking({ id: chosen.id, slug: chosen.slug, name: chosen.name, coins: price })}>
              {t('premium.banner.unlock')}
            </Button>
          </div>
        ) : null}
        {category !== null && topics.state.status === 'success' && topics.state.data.length > 0 ? (
          <label className="field">
            <span className="field__label">{t('modes.selfChallenge.topic')}</span>
            <select className="field__input" value={topic ?? ''} onChange={(event) => setTopic(event.target.value ? Number(event.target.value) : null)}>
              <option value="">{t('modes.selfChallenge.allTopics')}</option>
              {topics.state.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </fieldset>
      <ChoiceGroup
        legend={t('modes.selfChallenge.questions')}
        name="limit"
        choices={SELF_CHALLENGE_QUESTION_COUNTS}
        label={(n) => t('count.questions', { count: n })}
        value={limit}
        onChange={setLimit}
        error={errors.limit ? t(errors.limit) : null}
      />
      <ChoiceGroup
        legend={t('modes.selfChallenge.minutes')}
        name="timer"
        choices={SELF_CHALLENGE_MINUTES}
        label={(n) => t('modes.selfChallenge.minutesChoice', { count: n })}
        value={timer}
        onChange={setTimer}
        error={errors.timer ? t(errors.timer) : null}
      />
      <Button type="submit">{t('modes.selfChallenge.start')}</Button>
      <UnlockDialog
        category={unlocking}
        onCancel={() => setUnlocking(null)}
        onUnlocked={(target) => {
          setUnlocking(null);
          setUnlocked((seen) => new Set([...seen, target.id]));
        }}
      />
    </form>
  );
}

export function SelfChallengeScreen() {
  const { t } = useTranslation();
  const { current } = useLanguages();
  // Offline, the player builds the round from the downloaded Quiz Zone packs: list what they hold.
  const { state, reload } = useAsync(
    (signal) =>
      withPackFallback<readonly Listed[]>(
        () => soloApi.categories('quiz_zone', signal),
        () => packCategories(),
      ),
    `self-categories:${current.code}`,
  );
  const categories = state.status === 'success' ? state.data.data : [];
  return (
    <div className="container">
      <PageTitle title={t('nav.selfChallenge')} lead={t('modes.selfChallenge.lead')} />
      {state.status === 'success' && state.data.source === 'pack' ? (
        <>
          <OfflineNote>{t('modes.selfChallenge.offline')}</OfflineNote>
          <div className="quiz-header-actions">
            <ButtonLink to={DOWNLOADS_PATH} variant="secondary">
              {t('downloads.title')}
            </ButtonLink>
          </div>
        </>
      ) : null}
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
      {state.status === 'success' && categories.length === 0 ? <StatusMessage tone="empty" icon="folder" title={t('modes.empty.categories')} /> : null}
      {categories.length > 0 ? <SelfChallengeForm categories={categories} /> : null}
    </div>
  );
}
