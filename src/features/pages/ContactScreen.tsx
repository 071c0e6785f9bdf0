/** Contact us: the page text plus the contact details from web settings. */
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../lib/use-async';
import { useSettings } from '../../lib/settings/settings';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { PageContent } from './PageContent';
import { useLanguages } from '../../lib/i18n/languages';
import { pagesApi } from './pages.api';
import './pages.css';

function ContactDetails() {
  const { t } = useTranslation();
  const { web } = useSettings();
  const data = web.data;
  if (!data) return null;
  return (
    <dl className="contact-details">
      {data.contact_email ? (
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            {/* E-mail addresses and phone numbers read left to right in every language. */}
            <a href={`mailto:${data.contact_email}`} dir="ltr">
              {data.contact_email}
            </a>
          </dd>
        </div>
      ) : null}
      {data.contact_phone ? (
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={`tel:${data.contact_phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {data.contact_phone}
            </a>
          </dd>
        </div>
      ) : null}
      {data.contact_address ? (
        <div>
          <dt>{t('contact.address')}</dt>
          <dd>
            <span dir="auto">{data.contact_address}</span>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export function ContactScreen() {
  const { t } = useTranslation();
  const { current } = useLanguages();
  const { state } = useAsync((signal) => pagesApi.page('contact_us', current.id, signal), `page:contact_us:${current.code}:${current.id ?? ''}`);
  return (
    <div className="container container--narrow">
      <article className="content-page card">
        <PageTitle title={state.status === 'success' && state.data.title ? state.data.title : t('pages.contact')} />
        {state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
        {state.status === 'success' ? <PageContent page={state.data} /> : null}
        <h2 className="contact-details__title">{t('contact.reachUs')}</h2>
        <ContactDetails />
      </article>
    </div>
  );
}
