/** "21–40 of 134" and the previous and next pages of a list paged on the server. */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';

export interface PagerProps {
  /** Zero-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** Rows on this page. */
  readonly shown: number;
  readonly onPage: (page: number) => void;
}

export function Pager({ page, pageSize, total, shown, onPage }: PagerProps) {
  const { t, i18n } = useTranslation();
  const first = page * pageSize + 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <nav className="admin-pager" aria-label={t('admin.pager.label')}>
      {/* Always present, so each new page is announced. */}
      <p className="admin-pager__range" role="status">
        {shown > 0 ? t('admin.pager.range', { from: number(first), to: number(first + shown - 1), total: number(total) }) : ''}
      </p>
      {pages > 1 ? (
        <div className="admin-pager__buttons">
          <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t('admin.pager.previous')}
          </Button>
          <span className="admin-pager__page">{t('admin.pager.page', { page: number(page + 1), pages: number(pages) })}</span>
          <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            {t('admin.pager.next')}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
