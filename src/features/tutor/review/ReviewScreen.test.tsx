import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { TutorReviewBodySchema } from '../../../../contract/api/tutor';
import { setForcedOffline } from '../../../lib/connectivity/connectivity';
import { callAction } from '../../../lib/request/request';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';
import { USER_ID } from '../../../lib/session/test-session';
import { renderAt } from '../../../lib/test-api';
import { getOfflineDb } from '../../../offline/db';
import { applyPulledMastery, storeTutorUnits } from '../../../offline/tutor-progress';
import { englishUnit, mathsUnit } from '../session/session-test-fixtures';
import { itemOf } from './review-plan';
import { readReviewInProgress } from './review-storage';
import { ReviewScreen } from './ReviewScreen';

vi.mock('../../../lib/request/request', () => ({ callAction: vi.fn() }));

const DUE = '2026-01-01T00:00:00.000Z';
const skill = (curriculum_id: number, review_due_at: string | null) => ({ curriculum_id, level: 'proficient' as const, recent: 5, recent_correct: 5, attempts: 5, review_due_at });

function renderReview() {
  renderAt('/tutor-hub/review', <Route path="/tutor-hub/review" component={ReviewScreen} />);
}

setUpSignedInScreenTests(async () => {
  setForcedOffline(false);
  vi.mocked(callAction).mockReset();
  const db = getOfflineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('ReviewScreen', () => {
  it("plays today's review offline: the due skills mixed, each answer checked at once, one tutor_review op at the end", async () => {
    await storeTutorUnits(1, [mathsUnit, englishUnit]);
    await applyPulledMastery(USER_ID, [skill(41, DUE), skill(52, DUE), skill(60, '2999-01-01T00:00:00.000Z')]);
    setForcedOffline(true);
    renderReview();
    expect(await screen.findByRole('heading', { level: 1, name: "Today's review" })).toBeTruthy();
    expect(await screen.findByText('Adding 2-digit numbers')).toBeTruthy();
    expect(screen.getByText('Nouns')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the review' }));
    const db = getOfflineDb();
    await screen.findByText(/Question 1 of 4/);
    for (let n = 1; n <= 4; n += 1) {
      const row = await readReviewInProgress(USER_ID);
      const entry = row?.items[n - 1];
      const item = entry ? itemOf(entry.curriculum_id === 41 ? mathsUnit : englishUnit, entry.item_id) : null;
      if (!item) throw new Error('no item');
      expect(screen.getByRole('heading', { level: 2, name: item.prompt })).toBeTruthy();
      if (item.kind === 'choice') fireEvent.click(within(screen.getByRole('group', { name: item.prompt })).getByRole('button', { name: item.options?.[Number(item.answer)] ?? '' }));
      else {
        fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: item.answer } });
        fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
      }
      if (n < 4) await screen.findByText(new RegExp(`Question ${n + 1} of 4`));
      await waitFor(() => expect(within(screen.getByRole('status', { name: "The tutor's feedback" })).getByText("That's right!")).toBeTruthy());
    }
    expect(await screen.findByRole('heading', { level: 2, name: 'Review done' })).toBeTruthy();
    expect(screen.getByText('You got 4 of 4 right.')).toBeTruthy();
    const ops = await db.outbox.toArray();
    expect(ops).toHaveLength(1);
    expect(ops[0]?.kind).toBe('tutor_review');
    const body = TutorReviewBodySchema.parse(ops[0]?.payload);
    expect(new Set(body.answers.map((a) => a.curriculum_id))).toEqual(new Set([41, 52]));
    expect(callAction).not.toHaveBeenCalled();
  });

  it('reads the server mastery online and says when nothing is due', async () => {
    vi.mocked(callAction).mockImplementation(async (action) => {
      if (action === 'get_tutor_mastery') return { skills: [skill(41, '2999-01-01T00:00:00.000Z')], due: [] } as never;
      throw new Error(`unexpected ${action}`);
    });
    renderReview();
    expect(await screen.findByRole('heading', { name: 'Nothing to review today' })).toBeTruthy();
    expect(callAction).toHaveBeenCalledWith('get_tutor_mastery', {}, { displayToast: false });
  });
});
