/** Renders server text as plain paragraphs: blank lines separate paragraphs. Never HTML. */

export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export function PlainText({ text, className }: { readonly text: string; readonly className?: string }) {
  return (
    <div className={['plain-text', className ?? ''].filter(Boolean).join(' ')}>
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index} dir="auto">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
