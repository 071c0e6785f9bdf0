import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { categoryRow, page, passageRow, questionRow, subcategoryRow } from './content-fixtures';
import { QuestionScreen } from './QuestionScreen';
import { QuestionsScreen } from './QuestionsScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lists: Record<string, Answer> = {
  get_admin_languages: () => okReply([]),
  get_admin_categories: () => okReply(page([categoryRow()])),
  get_admin_subcategories: () => okReply(page([subcategoryRow()])),
};

function show(path: string, answers: Record<string, Answer>) {
  return renderAdmin(
    path,
    <Switch>
      <Route path="/admin/questions" component={QuestionsScreen} />
      <Route path="/admin/questions/:id" component={QuestionScreen} />
    </Switch>,
    { ...lists, ...answers },
  );
}

describe('QuestionsScreen', () => {
  it('lists the questions of the filters in the address and offers the level order', async () => {
    const { bodiesOf } = show('/admin/questions?category=3&subcategory=5&level=2&active=true', {
      get_admin_questions: () => okReply(page([questionRow({ level: 2, image_url: '/uploads/content/a.png', image_alt: 'A map' })])),
    });
    const table = await screen.findByRole('table', { name: 'Questions' });
    expect(bodiesOf('get_admin_questions')[0]).toEqual({ offset: 0, limit: 20, category_id: 3, subcategory_id: 5, level: 2, active: 'true' });
    expect(within(table).getByRole('link', { name: 'Which ocean is the largest?' }).getAttribute('href')).toBe('/admin/questions/9');
    expect(within(table).getByText('Pacific')).toBeTruthy();
    expect(within(table).getByText('picture')).toBeTruthy();
    await waitFor(() => expect(within(table).getByText('Deep sea')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Order this level’s questions' }).getAttribute('href')).toBe('/admin/questions/order?subcategory=5&level=2');
    expect(screen.getByRole('link', { name: 'New question' }).getAttribute('href')).toBe('/admin/questions/new?subcategory=5');
  });
});

describe('QuestionsScreen without a category', () => {
  it("names each row's subcategory and leaves the subcategory filter to a chosen category", async () => {
    const { bodiesOf } = show('/admin/questions?q=ocean', { get_admin_questions: () => okReply(page([questionRow()])) });
    const table = await screen.findByRole('table', { name: 'Questions' });
    await waitFor(() => expect(within(table).getByText('Deep sea')).toBeTruthy());
    expect(bodiesOf('get_admin_questions')[0]).toEqual({ offset: 0, limit: 20, search: 'ocean' });
    expect(bodiesOf('get_admin_subcategories')[0]).toEqual({ offset: 0, limit: 100, order_by: 'name' });
    expect(within(screen.getByLabelText('Subcategory')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any']);
  });
});

describe('QuestionScreen', () => {
  it('adds a question to a subcategory: checks the form, needs alt text with a picture, uploads a sound and shows the level refusal beside the level', async () => {
    let attempts = 0;
    const { bodiesOf, location } = show('/admin/questions/new?subcategory=5', {
      upload_admin_content_media: (body) => {
        const file = body.file as File;
        return okReply(file.type.startsWith('audio') ? { url: '/uploads/content/s.mp3', kind: 'audio', content_type: 'audio/mpeg', bytes: 9 } : { url: '/uploads/content/p.png', kind: 'picture', content_type: 'image/png', bytes: 9 });
      },
      set_admin_question: (body) => {
        attempts += 1;
        return attempts === 1 ? errorReply(400, 'VALIDATION', 'level 4 would leave level 3 empty', 'level') : okReply({ question: questionRow({ id: 12, ...body }), changed: true });
      },
    });
    const user = userEvent.setup();
    const subcategory = await screen.findByLabelText('Subcategory');
    await waitFor(() => expect((subcategory as HTMLSelectElement).value).toBe('5'));
    expect(bodiesOf('get_admin_subcategories')[0]).toEqual({ id: 5, offset: 0, limit: 1, order_by: 'sort' });
    await user.click(screen.getByRole('button', { name: 'Create the question' }));
    expect(screen.getByText('Enter the question.')).toBeTruthy();
    expect(screen.getAllByText('Enter this answer.')).toHaveLength(4);

    await user.type(screen.getByLabelText('Question text'), 'Which sea has no coast?');
    for (const [index, text] of ['Sargasso', 'Baltic', 'Red', 'Black'].entries()) await user.type(screen.getByLabelText(`Answer ${index + 1}`), text);
    await user.click(screen.getByRole('radio', { name: 'Correct: answer 1' }));
    await user.upload(screen.getByLabelText('Question picture: choose a file'), new File([new Uint8Array([1])], 'map.png', { type: 'image/png' }));
    await screen.findByLabelText('Picture description (alt text)');
    await user.upload(screen.getByLabelText('Question sound: choose a file'), new File([new Uint8Array([1])], 'waves.mp3', { type: 'audio/mpeg' }));
    expect((await screen.findByLabelText('Question sound')).getAttribute('src')).toBe('/uploads/content/s.mp3');
    await user.click(screen.getByRole('button', { name: 'Create the question' }));
    expect(screen.getByText('Describe the picture.')).toBeTruthy();
    expect(screen.getByText('Enter the transcript of the sound.')).toBeTruthy();
    expect(bodiesOf('set_admin_question')).toEqual([]);

    await user.type(screen.getByLabelText('Transcript'), 'Waves break on a beach.');

    await user.type(screen.getByLabelText('Picture description (alt text)'), 'A calm sea');
    expect(screen.getByRole('img', { name: 'A calm sea' }).getAttribute('src')).toBe('/uploads/content/p.png');
    await user.clear(screen.getByLabelText('Level'));
    await user.type(screen.getByLabelText('Level'), '4');
    await user.click(screen.getByRole('button', { name: 'Create the question' }));
    expect(await screen.findByText('level 4 would leave level 3 empty')).toBeTruthy();
    expect(screen.getByLabelText('Level').getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('Level'));
    await user.type(screen.getByLabelText('Level'), '3');
    await user.click(screen.getByRole('button', { name: 'Create the question' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/questions/12'));
    expect(bodiesOf('set_admin_question').at(-1)).toEqual({
      subcategory_id: 5,
      level: 3,
      question: 'Which sea has no coast?',
      options: ['Sargasso', 'Baltic', 'Red', 'Black'],
      answer: 0,
      note: '',
      image_url: '/uploads/content/p.png',
      image_alt: 'A calm sea',
      audio_url: '/uploads/content/s.mp3',
      answer_text: null,
      hint: null,
      transcript: 'Waves break on a beach.',
      passage_id: null,
      active: true,
    });
  });

  it("edits a Guess The Word question's hint: the word and hint fields replace the answers", async () => {
    const word = questionRow({ type: 'guess_the_word', question: 'The largest ocean', options: [], answer: -1, answer_text: 'PACIFIC', hint: 'It means calm' });
    const { bodiesOf } = show('/admin/questions/9', {
      get_admin_categories: () => okReply(page([categoryRow({ type: 'guess_the_word' })])),
      get_admin_questions: () => okReply(page([word])),
      set_admin_question: (body) => okReply({ question: questionRow({ ...word, ...body, answer: -1 }), changed: true }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Question 9' });
    expect(screen.queryByRole('radio', { name: 'Correct: answer 1' })).toBeNull();
    expect((screen.getByLabelText('Word to guess') as HTMLInputElement).value).toBe('PACIFIC');
    await user.clear(screen.getByLabelText('Word to guess'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the word players must guess.')).toBeTruthy();
    await user.type(screen.getByLabelText('Word to guess'), 'Pacific');
    await user.clear(screen.getByLabelText('Free hint'));
    await user.type(screen.getByLabelText('Free hint'), 'Magellan named it');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf('set_admin_question')).toEqual([expect.objectContaining({ id: 9, options: [], answer_text: 'Pacific', hint: 'Magellan named it', transcript: null, passage_id: null })]),
    );
  });

  it("adds a Fun & Learn question on a passage of its subcategory: the picker lists them and a passage is required", async () => {
    const { bodiesOf, location } = show('/admin/questions/new?subcategory=5', {
      get_admin_categories: () => okReply(page([categoryRow({ type: 'fun_n_learn' })])),
      get_admin_passages: () => okReply(page([passageRow(), passageRow({ id: 22, title: 'Coral reefs', sort: 1 })])),
      set_admin_question: (body) => okReply({ question: questionRow({ id: 13, type: 'fun_n_learn', ...body }), changed: true }),
    });
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('Passage');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a passage', 'The blue whale', 'Coral reefs']));
    expect(bodiesOf('get_admin_passages').at(-1)).toEqual({ subcategory_id: 5, offset: 0, limit: 100 });
    await user.type(screen.getByLabelText('Question text'), 'What is the largest animal?');
    for (const [index, text] of ['Blue whale', 'Elephant', 'Shark', 'Giraffe'].entries()) await user.type(screen.getByLabelText(`Answer ${index + 1}`), text);
    await user.click(screen.getByRole('button', { name: 'Create the question' }));
    expect(screen.getByText('Choose the passage this question is about.')).toBeTruthy();
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf('set_admin_question')).toEqual([]);

    await user.selectOptions(picker, 'Coral reefs');
    await user.click(screen.getByRole('button', { name: 'Create the question' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/questions/13'));
    expect(bodiesOf('set_admin_question')).toEqual([expect.objectContaining({ subcategory_id: 5, question: 'What is the largest animal?', passage_id: 22 })]);
  });

  it('edits a question read by its id, changing the correct answer, and asks before disabling it', async () => {
    const { bodiesOf } = show('/admin/questions/9', {
      get_admin_questions: () => okReply(page([questionRow()])),
      set_admin_question: (body) => okReply({ question: questionRow({ ...body }), changed: true }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Question 9' });
    expect(bodiesOf('get_admin_questions')).toEqual([{ id: 9, offset: 0, limit: 1 }]);
    expect((screen.getByRole('radio', { name: 'Correct: answer 1' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Correct: answer 2' }));
    await user.click(screen.getByLabelText('Question enabled: players see it'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable this question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(bodiesOf('set_admin_question')).toEqual([expect.objectContaining({ id: 9, subcategory_id: 5, answer: 1, active: false, image_alt: null })]));
    expect(await screen.findByText('Question saved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order this level’s questions' }).getAttribute('href')).toBe('/admin/questions/order?subcategory=5&level=1');
  });

  it('says so when the question does not exist', async () => {
    show('/admin/questions/404', { get_admin_questions: () => okReply(page([])) });
    expect(await screen.findByText('No such question')).toBeTruthy();
  });
});
