import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectivityStore } from '../../../lib/connectivity/connectivity';
import { i18n } from '../../../lib/i18n/i18n';
import { fakeApiFetch } from '../../../offline/packs/test-platform';
import { ReportButton } from './ReportDialog';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';

let reports: Record<string, unknown>[];

setUpSignedInScreenTests(() => {
  connectivityStore.set({ browserOnline: true, forcedOffline: false });
});
beforeEach(() => {
  reports = [];
  vi.stubGlobal('fetch', fakeApiFetch({ report_question: (body) => (reports.push(body), { report_id: 1, created: true }) }));
});

const renderButton = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ReportButton questionId={41} />
    </I18nextProvider>,
  );

describe('ReportButton', () => {
  it('checks the message before sending it, then reports the question', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    const field = screen.getByLabelText('What is wrong with it?');
    fireEvent.change(field, { target: { value: ' a ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert').textContent).toBe('Write at least 3 characters.');
    expect(reports).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'The answer is wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByText('Thank you: your report was sent.')).toBeTruthy());
    expect(reports).toEqual([{ question_id: 41, message: 'The answer is wrong' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offline says it needs a connection and cannot send', () => {
    connectivityStore.set({ browserOnline: false, forcedOffline: false });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByText(/Sending a report needs a connection/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send report' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
