/** Site footer: the about text from web settings, and links to pricing and the information pages (on every screen size). */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSiteTitle } from '../../lib/document-title';
import { useSettings } from '../../lib/settings/settings';

const LINKS = [
  { to: '/pricing', key: 'footer.pricing' },
  { to: '/about-us', key: 'footer.about' },
  { to: '/contact-us', key: 'footer.contact' },
  { to: '/faq', key: 'footer.faq' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/terms-and-conditions', key: 'footer.terms' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { web } = useSettings();
  const title = useSiteTitle();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          {/* Server text: dir="auto" keeps an English text's punctuation right in a right-to-left page. */}
          <p className="site-footer__title" dir="auto">
            {title}
          </p>
          {web.data?.footer_about ? <p dir="auto">{web.data.footer_about}</p> : null}
        </div>
        <nav aria-label={t('footer.nav')}>
          <ul className="site-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copy">{t('footer.copyright', { year: new Date().getFullYear(), name: title })}</p>
    </footer>
  );
}
