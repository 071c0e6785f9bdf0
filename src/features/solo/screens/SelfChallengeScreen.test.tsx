/**
 * Self Challenge's choices: starting with nothing chosen says what is missing in the spec's words;
 * a full choice opens the play route with the category, topic, number and minutes; a locked
 * premium category offers its unlock instead of starting; without a connection the categories and
 * topics of the downloaded Quiz Zone packs, said to be all there is, start a round the same way.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { setForcedOffline } from '../../../lib/connectivity/connectivity';
import { DOWNLOADS_PATH } from '../../downloads';
import { storeQuizPack } from '../../quiz/quiz-test-fixtures';
import { SelfChallengeScreen } from './SelfChallengeScreen';
import { clearOfflineDb, network, playerCategory, renderAt, serve, settle, WAIT } from './test-helpers';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';

const history = playerCategory({ id: 4, slug: 'history', name: 'History' });
const arts = playerCategory({ id: 8, slug: 'arts', name: 'Arts', is_premium: true, coins: 20 });
const topic = { id: 41, category_id: 4, slug: 'ancient-rome', name: 'Ancient Rome', no_of_questions: 40, max_level: 4 };

function renderSelf() {
  return renderAt('/self-learning', <Route path="/self-learning" component={SelfChallengeScreen} />);
}

setUpSignedInScreenTests(() => {
  setForcedOffline(false);
});
beforeEach(async () => {
  await clearOfflineDb();
  serve({
    get_categories: () => [history, arts],
    get_subcategory_by_maincategory: (body) => ({ category: body.category === 8 ? arts : history, subcategories: body.category === 8 ? [] : [topic] }),
  });
});

describe('SelfChallengeScreen', () => {
  it('says what is missing in the spec’s words when started with nothing chosen', async () => {
    const location = renderSelf();
    await userEvent.click(await screen.findByRole('button', { name: 'Start the challenge' }, WAIT));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Please select a Category', 'Please select Number of Questions', 'Please select Number of Timer']);
    expect(screen.getByRole('group', { name: 'Number of questions' }).getAttribute('aria-invalid')).toBe('true');
    expect(location.history).toEqual(['/self-learning']);
  });

  it('names only the choice still missing', async () => {
    renderSelf();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }, WAIT), 'History');
    await userEvent.click(screen.getByRole('radio', { name: '10 questions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start the challenge' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please select Number of Timer']);
  });

  it('starts the round with the category, topic, number of questions and minutes', async () => {
    const location = renderSelf();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }, WAIT), 'History');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Topic (optional)' }, WAIT), 'Ancient Rome');
    await userEvent.click(screen.getByRole('radio', { name: '15 questions' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Time' })).getByRole('radio', { name: '5 minutes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start the challenge' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location.history?.at(-1)).toBe('/self-learning/play?category=history&limit=15&timer=5&topic=ancient-rome');
  });

  it('offers the unlock of a locked premium category instead of starting it', async () => {
    const location = renderSelf();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }, WAIT), 'Arts (locked: 20 coins)');
    await userEvent.click(screen.getByRole('radio', { name: '5 questions' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Time' })).getByRole('radio', { name: '3 minutes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start the challenge' }));
    expect(location.history).toEqual(['/self-learning']);
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('dialog', {}, WAIT)).toBeTruthy();
  });

  it('offline, lists the downloaded categories and topics, says the rest needs a connection, and starts from them', async () => {
    await storeQuizPack();
    const bodies = serve({ get_categories: network, get_subcategory_by_maincategory: network });
    setForcedOffline(true);
    const location = renderSelf();
    await settle();
    expect(await screen.findByText('From your downloads: only the categories and topics on this device. The others need an internet connection.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Offline downloads' }).getAttribute('href')).toBe(DOWNLOADS_PATH);
    const categories = await screen.findByRole('combobox', { name: 'Category' }, WAIT);
    expect(within(categories).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a category', 'Geography']);
    // Known offline, the screen reads the download without waiting on a request that cannot succeed.
    expect(bodies.get_categories).toBeUndefined();
    await userEvent.selectOptions(categories, 'Geography');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Topic (optional)' }, WAIT), 'Capitals');
    await userEvent.click(screen.getByRole('radio', { name: '5 questions' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Time' })).getByRole('radio', { name: '3 minutes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start the challenge' }));
    expect(location.history?.at(-1)).toBe('/self-learning/play?category=geography&limit=5&timer=3&topic=capitals');
  });

  it('falls back to the downloads when the request finds no network, and lists nothing else', async () => {
    await storeQuizPack();
    const bodies = serve({ get_categories: network, get_subcategory_by_maincategory: network });
    renderSelf();
    await settle();
    const categories = await screen.findByRole('combobox', { name: 'Category' }, WAIT);
    expect(bodies.get_categories).toHaveLength(1);
    expect(within(categories).queryByRole('option', { name: 'History' })).toBeNull();
    await userEvent.selectOptions(categories, 'Geography');
    const topics = await screen.findByRole('combobox', { name: 'Topic (optional)' }, WAIT);
    expect(within(topics).getAllByRole('option').map((o) => o.textContent)).toEqual(['Every topic', 'Capitals']);
  });

  it('says the network failed when nothing is downloaded', async () => {
    serve({ get_categories: network });
    renderSelf();
    await settle();
    expect(await screen.findByRole('button', { name: /try again/i }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
  });
});
