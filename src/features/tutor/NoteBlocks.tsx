/** A unit's notes (its short lesson): text with inline maths, display formulas, pictures and examples. */
import { useTranslation } from 'react-i18next';
import type { NoteBlock } from '../../../contract/tutor/content';
import { FormulaBlock, InlineTexText } from './TexText';

function Block({ block }: { readonly block: NoteBlock }) {
  const { t } = useTranslation();
  switch (block.type) {
    case 'text':
      return (
        <p dir="auto">
          <InlineTexText text={block.text} />
        </p>
      );
    case 'formula':
      return <FormulaBlock tex={block.tex} says={block.says} />;
    case 'picture':
      // A bundled image (the contract allows only paths under /tutor/), never a remote address.
      return (
        <figure className="tutor-notes__picture">
          <img src={block.src} alt={block.alt} loading="lazy" />
        </figure>
      );
    case 'example':
      return (
        <aside className="tutor-notes__example" aria-label={t('maths.tutor.unit.example')}>
          <p className="tutor-notes__example-title">{t('maths.tutor.unit.example')}</p>
          <p dir="auto">
            <InlineTexText text={block.text} />
          </p>
          {block.tex ? <FormulaBlock tex={block.tex} /> : null}
        </aside>
      );
  }
}

export function NoteBlocks({ notes }: { readonly notes: readonly NoteBlock[] }) {
  return (
    <div className="tutor-notes">
      {notes.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
