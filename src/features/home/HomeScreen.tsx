/**
 * Home: the hero from get_web_home_settings, the greeting, a card per game mode, and a
 * subscriber's categories in their favourite order.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session/session-store';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import type { HomeSettings } from '../../../contract/api/settings';
import { builtModeNameKey, isBuiltMode, NONVERBAL_MODE } from './built-modes';
import { Greeting } from './Greeting';
import { sectionIcon } from './section-icons';
import { useHome } from './use-home';
import './home.css';

type Section = HomeSettings['sections'][number];

/**
 * A subscriber's categories: their own chunk (with the request layer it needs), so the landing a
 * guest loads stays as small as it was.
 */
const HomeCategories = lazy(() => import('./HomeCategories').then((module) => ({ default: module.HomeCategories })));

/** The server's sections, plus non-verbal reasoning when the stored home settings predate it. */
function withBuiltExtras(sections: readonly Section[], t: (key: string) => string): readonly Section[] {
  if (sections.some((section) => section.path === NONVERBAL_MODE.path)) return sections;
  return [...sections, { key: NONVERBAL_MODE.key, path: NONVERBAL_MODE.path, title: t('nav.nonverbal'), description: t('home.nonverbalText') }];
}

export function HomeScreen() {
  const { t } = useTranslation();
  const home = useHome();
  const { isLogin, hasSubscription } = useSession();
  const data = home.data;
  useDocumentTitle(t('nav.home'));
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner container">
          {/* Server text may be in another language than the interface: dir="auto" keeps its punctuation right. */}
          <div className="hero__copy">
            <h1 id="hero-title" tabIndex={-1} dir="auto">
              {data?.hero_title || t('home.heroTitle')}
            </h1>
            <p className="hero__subtitle" dir="auto">
              {data?.hero_subtitle || t('home.heroSubtitle')}
            </p>
          </div>
          <Greeting />
        </div>
      </section>
      <section className="container modes" aria-labelledby="modes-title">
        <h2 id="modes-title">{t('home.modesTitle')}</h2>
        {!data && home.loading ? <Spinner label={t('common.loading')} /> : null}
        {data ? (
          <ul className="modes__grid">
            {withBuiltExtras(data.sections, t).map((section) => {
              const built = isBuiltMode(section.path);
              const nameKey = builtModeNameKey(section.path);
              return (
                <li key={section.key}>
                  <Link to={section.path} className={`card-link mode-card${built ? '' : ' mode-card--soon'}`}>
                    <span className="mode-card__icon">
                      <Icon name={sectionIcon(section.key)} size={26} />
                    </span>
                    <span className="mode-card__title" dir="auto">
                      {nameKey ? t(nameKey) : section.title}
                    </span>
                    {built ? null : (
                      <span className="badge badge--soon mode-card__badge">
                        <span className="visually-hidden">, </span>
                        {t('home.comingSoon')}
                      </span>
                    )}
                    <span className="mode-card__text" dir="auto">
                      {section.description}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
        {!data && !home.loading ? <p className="modes__empty">{t('home.sectionsUnavailable')}</p> : null}
      </section>
      {/* get_categories is a subscriber's read: nobody else could open the categories anyway. */}
      {isLogin && hasSubscription ? (
        <Suspense fallback={null}>
          <HomeCategories />
        </Suspense>
      ) : null}
    </div>
  );
}
