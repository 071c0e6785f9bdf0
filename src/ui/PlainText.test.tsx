import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainText, splitParagraphs } from './PlainText';

afterEach(cleanup);

describe('PlainText', () => {
  it('splits on blank lines and drops empty paragraphs', () => {
    expect(splitParagraphs('One\nline two\n\n\n  Three  \r\n\r\nFour\n\n')).toEqual(['One\nline two', 'Three', 'Four']);
  });

  it('renders server text as text, never as HTML', () => {
    const { container } = render(<PlainText text={'<img src=x onerror="alert(1)">\n\n<b>bold</b>'} />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toContain('<b>bold</b>');
  });
});
