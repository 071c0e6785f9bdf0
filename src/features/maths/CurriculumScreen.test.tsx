import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { MathsSyncRow } from '../../../contract/api/maths';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { ApiError } from '../../lib/request/api-error';
import { callAction } from '../../lib/request/request';
import { resetRequestHooks, setRequestHooks } from '../../lib/request/request-hooks';
import { resetSession } from '../../lib/session/session-store';
import { signInSubscriber } from '../../lib/session/test-session';
import { getOfflineDb } from '../../offline/db';
import { CurriculumScreen } from './CurriculumScreen';
import { year3Content } from './maths-test-fixtures';

vi.mock('../../lib/request/request', () => ({ callAction: vi.fn() }));

const content = year3Content;
/** Level 1 all right, answered on another device: the server has it, this device does not yet. */
const serverRows: MathsSyncRow[] = [1, 2, 3].map((n) => ({
  curriculum_id: 3,
  unit_id: 5,
  level_id: 51,
  level: 1,
  level_key: 'y3-add-1',
  question_id: `y3-add-1:${n}`,
  is_attempted: true,
  is_correct: true,
  last_seq: n,
  last_device_id: 'phone-00001',
  updated_at: '2026-01-01T00:00:00.000Z',
  question_count: 3,
}));

function renderCurriculum() {
  const location = memoryLocation({ path: '/tutor-hub/sub-categories/maths/3-year-3-maths' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/tutor-hub/sub-categories/:subject/:curriculum" component={CurriculumScreen} />
      </Router>
    </I18nextProvider>,
  );
}

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  resetSession();
  signInSubscriber();
  setRequestHooks({ getUserId: () => 1 });
  vi.mocked(callAction).mockImplementation(async (action) => {
    if (action === 'get_unit_levels_by_category') return content as never;
    if (action === 'get_maths_sync_state') return { resets: [], progress: serverRows } as never;
    if (action === 'get_offline_packs') return [] as never;
    throw new ApiError('NETWORK', 0, 'Network Error');
  });
});

afterEach(async () => {
  cleanup();
  resetRequestHooks();
  vi.mocked(callAction).mockReset();
  const db = getOfflineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('CurriculumScreen', () => {
  it('shows the units and levels with the progress pulled from the server, and resets it on confirmation', async () => {
    renderCurriculum();
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 3 Maths' })).toBeTruthy();
    const unit = screen.getByRole('list', { name: 'Levels of Addition' });
    // The pull lands in the device's store, and the tiles follow it.
    expect(await within(unit).findByRole('link', { name: 'Level 1, 3 of 3 right, Completed' })).toBeTruthy();
    expect(within(unit).getByRole('link', { name: 'Level 2, Not started' }).getAttribute('href')).toBe('/tutor-hub/sub-categories/maths/3-year-3-maths/5-addition/level/2');
    expect(callAction).toHaveBeenCalledWith('get_maths_sync_state', { curriculum_id: 3 }, { displayToast: false });

    fireEvent.click(screen.getByRole('button', { name: 'Reset progress' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your progress in Year 3 Maths?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset progress' }));

    expect(await within(unit).findByRole('button', { name: 'Level 2, Locked' })).toBeTruthy();
    expect(within(unit).getByRole('link', { name: 'Level 1, Not started' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const ops = await getOfflineDb().outbox.toArray();
    expect(ops.map((op) => [op.kind, op.payload])).toEqual([['maths_reset', { curriculum_id: 3 }]]);
    // The reset is stamped past everything pulled (Lamport), so it forgets the other device's answers too.
    expect(ops[0]?.deviceSeq).toBe(4);
  });

  it('keeps the progress when the reset is cancelled', async () => {
    renderCurriculum();
    const unit = await screen.findByRole('list', { name: 'Levels of Addition' });
    await within(unit).findByRole('link', { name: 'Level 1, 3 of 3 right, Completed' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset progress' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await getOfflineDb().outbox.count()).toBe(0);
    expect(within(unit).getByRole('link', { name: 'Level 2, Not started' })).toBeTruthy();
  });
});
