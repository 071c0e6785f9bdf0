/**
 * The exam lists: Today and Past as tabs (get_exam_module by type), each exam's facts and next
 * step, the empty states, and offline the lists last seen (the service worker's stored copy), read-only.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_STATUS_HEADER, CACHED_AT_HEADER } from '../../../contract/offline/cache-policy';
import type { ExamModule } from '../../../contract/api/exams';
import { connectivityStore } from '../../lib/connectivity/connectivity';
import { renderAt, WAIT } from '../../lib/test-api';
import { ExamArea } from './ExamArea';
import { exam } from './exam-test-fixtures';
import { setUpSignedInScreenTests } from '../../lib/screen-test-setup';

const taken = exam({ id: 8, title: 'Maths quiz', attempt: { state: 'completed', started_at: '2026-11-26T09:00:00.000Z', deadline_at: '2026-11-26T09:30:00.000Z', finished_at: '2026-11-26T09:20:00.000Z', obtained_marks: 4 } });
let lists: Record<'today' | 'past', ExamModule[]>;
let stored: string | null;
const asked: Array<Record<string, unknown>> = [];

function stubServer(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      expect(String(input)).toBe('/api/get_exam_module');
      const body = JSON.parse(String(init?.body)) as { type: 'today' | 'past'; offset: number; limit: number };
      asked.push(body);
      const data = lists[body.type];
      const headers: Record<string, string> = stored ? { [CACHE_STATUS_HEADER]: 'hit', [CACHED_AT_HEADER]: stored } : {};
      return Response.json({ error: false, data: { total: data.length, data: data.slice(body.offset, body.offset + body.limit) } }, { headers });
    }),
  );
}

setUpSignedInScreenTests(() => {
  connectivityStore.set({ browserOnline: true, forcedOffline: false });
});
beforeEach(() => {
  lists = { today: [exam(), taken], past: [] };
  stored = null;
  asked.length = 0;
  stubServer();
});

describe('ExamListScreen', () => {
  it("lists today's exams with their facts, whether they were taken, and the next step", async () => {
    renderAt('/exam-module', <ExamArea />);
    const list = await screen.findByRole('list', { name: "Today's exams" }, WAIT);
    const [first, second] = within(list).getAllByRole('article');
    if (!first || !second) throw new Error('two cards expected');
    expect(within(first).getByText('30 min')).toBeTruthy();
    expect(within(first).getByText('Not taken yet')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Start Science mid-term' }).getAttribute('href')).toBe('/exam-module/7');
    expect(within(second).getByText('Taken')).toBeTruthy();
    expect(within(second).getByText('4 / 5 marks')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'See result of Maths quiz' }).getAttribute('href')).toBe('/exam-module/8/result');
    expect(asked[0]).toMatchObject({ type: 'today', offset: 0, limit: 20 });
  });

  it('switches to past exams with the arrow key and says when there are none', async () => {
    const user = userEvent.setup();
    const location = renderAt('/exam-module', <ExamArea />);
    await screen.findByRole('list', { name: "Today's exams" }, WAIT);
    screen.getByRole('tab', { name: 'Today' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'No past exams' }, WAIT)).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/exam-module?tab=past');
  });

  it('offline, shows the lists last seen with when, says exams need a connection, and offers no start', async () => {
    stored = '2026-11-25T18:00:00.000Z';
    connectivityStore.set({ browserOnline: false, forcedOffline: false });
    renderAt('/exam-module', <ExamArea />);
    const list = await screen.findByRole('list', { name: "Today's exams" }, WAIT);
    expect(screen.getByText('Exam needs an internet connection', { exact: false })).toBeTruthy();
    expect(screen.getByText(/The exams as this device last saw them/)).toBeTruthy();
    expect(within(list).getByText('Science mid-term')).toBeTruthy();
    expect(within(list).queryByRole('link')).toBeNull();
  });

  it('offline with nothing stored, says so plainly', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderAt('/exam-module', <ExamArea />);
    expect(await screen.findByRole('heading', { name: 'Exam needs an internet connection' }, WAIT)).toBeTruthy();
    expect(screen.getByText('No exam list is saved on this device yet.')).toBeTruthy();
  });
});
