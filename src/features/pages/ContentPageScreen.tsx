/** About us, privacy policy, terms and conditions and FAQ: server text, never HTML. */
import { useTranslation } from 'react-i18next';
import type { PageType } from '../../../contract/api/settings';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { useLanguages } from '../../lib/i18n/languages';
import { useAsync } from '../../lib/use-async';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { StatusMessage } from '../../ui/StatusMessage';
import { PageContent } from './PageContent';
import { pagesApi } from './pages.api';
import { intlLocale } from '../../lib/i18n/intl-locale';
import './pages.css';

const TITLE_KEYS: Record<PageType, string> = {
  about_us: 'pages.about',
  contact_us: 'pages.contact',
  privacy_policy: 'pages.privacy',
  terms_conditions: 'pages.terms',
  faq: 'pages.faq',
  instructions: 'pages.instructions',
};

export function ContentPageScreen({ type }: { readonly type: PageType }) {
  const { t } = useTranslation();
  const { current } = useLanguages();
  const { state, reload } = useAsync((signal) => pagesApi.page(type, current.id, signal), `page:${type}:${current.code}:${current.id ?? ''}`);
  return (
    <div className="container container--narrow">
      <article className="content-page card">
        <PageTitle title={state.status === 'success' && state.data.title ? state.data.title : t(TITLE_KEYS[type])} />
        {state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
        {state.status === 'error' ? (
          <StatusMessage tone="error" title={t('pages.unavailable')} action={<Button onClick={reload}>{t('common.retry')}</Button>}>
            <p>{inlineErrorMessage(state.error)}</p>
          </StatusMessage>
        ) : null}
        {state.status === 'success' ? (
          <>
            <PageContent page={state.data} />
            <p className="content-page__updated">{t('pages.updated', { date: new Date(state.data.updated_at).toLocaleDateString(intlLocale(current.code)) })}</p>
          </>
        ) : null}
      </article>
    </div>
  );
}
