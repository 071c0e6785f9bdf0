import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MathText, splitTex } from './MathText';

afterEach(cleanup);

describe('MathText', () => {
  it('splits TeX between dollars from the text around it', () => {
    expect(splitTex('Solve $x^2 = 4$ for $x$.')).toEqual([
      { tex: false, value: 'Solve ' },
      { tex: true, value: 'x^2 = 4' },
      { tex: false, value: ' for ' },
      { tex: true, value: 'x' },
      { tex: false, value: '.' },
    ]);
    expect(splitTex('Costs $5')).toEqual([{ tex: false, value: 'Costs $5' }]);
  });

  it('shows the TeX source until KaTeX loads, then HTML with MathML for screen readers', async () => {
    const { container } = render(
      <p>
        <MathText text="Area: $\pi r^2$" math />
      </p>,
    );
    expect(screen.getByText('\\pi r^2').tagName).toBe('CODE');
    await waitFor(() => expect(container.querySelector('.katex-mathml math')).not.toBeNull());
    expect(container.querySelector('annotation')?.textContent).toBe('\\pi r^2');
    expect(container.querySelector('code')).toBeNull();
  });

  it('leaves text without the math flag as it is', () => {
    render(<p data-testid="plain"><MathText text="Price $5 and $6" /></p>);
    expect(screen.getByTestId('plain').textContent).toBe('Price $5 and $6');
  });
});
