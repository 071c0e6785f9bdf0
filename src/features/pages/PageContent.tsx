/** A page's plain-text body and, for the FAQ, its questions as an accordion. */
import type { Page } from '../../../contract/api/settings';
import { PlainText } from '../../ui/PlainText';

export function FaqList({ items }: { readonly items: Page['items'] }) {
  return (
    <div className="faq">
      {items.map((item, index) => (
        <details key={index} className="faq__item">
          <summary className="faq__question">
            <span dir="auto">{item.question}</span>
          </summary>
          <PlainText className="faq__answer" text={item.answer} />
        </details>
      ))}
    </div>
  );
}

export function PageContent({ page }: { readonly page: Page }) {
  return (
    <>
      {page.body ? <PlainText text={page.body} /> : null}
      {page.items.length > 0 ? <FaqList items={page.items} /> : null}
    </>
  );
}
