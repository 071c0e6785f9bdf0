import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Curriculum } from '../../../contract/api/maths';
import { setForcedOffline } from '../../lib/connectivity/connectivity';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { ApiError } from '../../lib/request/api-error';
import { callAction } from '../../lib/request/request';
import { getOfflineDb } from '../../offline/db';
import { CurriculaScreen } from './CurriculaScreen';
import { storeMathsPack } from './maths-test-fixtures';

vi.mock('../../lib/request/request', () => ({ callAction: vi.fn() }));

const year3: Curriculum = { id: 3, slug: 'year-3-maths', name: 'Year 3 Maths', subject: 'maths', no_of_units: 6, no_of_levels: 30 };
const year4: Curriculum = { id: 4, slug: 'year-4-maths', name: 'Year 4 Maths', subject: 'maths', no_of_units: 6, no_of_levels: 30 };
const reasoning: Curriculum = { id: 9, slug: 'reasoning', name: 'Number patterns', subject: 'nvr', no_of_units: 2, no_of_levels: 10 };

function renderCurricula() {
  const location = memoryLocation({ path: '/tutor-hub/sub-categories' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <CurriculaScreen />
      </Router>
    </I18nextProvider>,
  );
}

beforeAll(() => {
  initI18n();
});
beforeEach(() => {
  vi.mocked(callAction).mockResolvedValue([year3, year4, reasoning] as never);
});
afterEach(async () => {
  cleanup();
  setForcedOffline(false);
  vi.mocked(callAction).mockReset();
  await getOfflineDb().packs.clear();
});

describe('CurriculaScreen', () => {
  it('lists the curricula under their subject, each linking to its units, beside the non-verbal reasoning sets', async () => {
    renderCurricula();
    const maths = await screen.findByRole('region', { name: 'Maths' });
    expect(within(maths).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/tutor-hub/sub-categories/maths/3-year-3-maths',
      '/tutor-hub/sub-categories/maths/4-year-4-maths',
    ]);
    expect(screen.getByRole('link', { name: 'Non-verbal reasoning sets' }).getAttribute('href')).toBe('/non-verbal-reasoning');
    const nvr = screen.getByRole('region', { name: 'Non-verbal reasoning' });
    expect(within(nvr).getByRole('link', { name: /Number patterns/ }).getAttribute('href')).toBe('/tutor-hub/sub-categories/nvr/9-reasoning');
  });

  it('shows the downloaded curricula offline and says where they come from', async () => {
    setForcedOffline(true);
    await storeMathsPack({ curriculum: year3, units: [] });
    renderCurricula();
    expect(await screen.findByText('From your downloads: the curricula on this device.')).toBeTruthy();
    // Only the downloaded curriculum among the curricula (the non-verbal sets' link stands above them).
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Non-verbal reasoning sets', expect.stringContaining('Year 3 Maths')]);
    expect(callAction).not.toHaveBeenCalled();
  });

  it('asks for a connection when the network fails and nothing is downloaded', async () => {
    vi.mocked(callAction).mockRejectedValue(new ApiError('NETWORK', 0, 'Network Error'));
    renderCurricula();
    expect(await screen.findByRole('heading', { name: 'This needs a download or a connection' })).toBeTruthy();
  });
});
