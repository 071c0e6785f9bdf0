/** The 404 page. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button';
import { StatusMessage } from '../../ui/StatusMessage';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <div className="container container--narrow">
      <StatusMessage icon="compass" headingLevel={1} title={t('notFound.title')} action={<ButtonLink to="/">{t('common.goHome')}</ButtonLink>}>
        <p>{t('notFound.body')}</p>
      </StatusMessage>
    </div>
  );
}
