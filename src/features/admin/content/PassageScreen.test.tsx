import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { categoryRow, page, passageRow, subcategoryRow } from './content-fixtures';
import { PassageScreen } from './PassageScreen';
import { PassagesScreen } from './PassagesScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lists: Record<string, Answer> = {
  get_admin_languages: () => okReply([]),
  get_admin_categories: () => okReply(page([categoryRow({ type: 'fun_n_learn' }), categoryRow({ id: 4, slug: 'maths-en', name: 'Maths' })])),
  get_admin_subcategories: () => okReply(page([subcategoryRow()])),
};

function show(path: string, answers: Record<string, Answer>) {
  return renderAdmin(
    path,
    <Switch>
      <Route path="/admin/passages" component={PassagesScreen} />
      <Route path="/admin/passages/:id" component={PassageScreen} />
    </Switch>,
    { ...lists, ...answers },
  );
}

describe('PassagesScreen', () => {
  it('lists the passages of the filters in the address, offering Fun & Learn categories only', async () => {
    const { bodiesOf } = show('/admin/passages?category=3&subcategory=5&active=true', {
      get_admin_passages: () => okReply(page([passageRow({ video_url: '/content-media/whale.mp4', transcript: 'Whales sing.', questions: 2 })])),
    });
    const table = await screen.findByRole('table', { name: 'Passages' });
    expect(bodiesOf('get_admin_passages')[0]).toEqual({ offset: 0, limit: 20, category_id: 3, subcategory_id: 5, active: 'true' });
    expect(within(table).getByRole('link', { name: 'The blue whale' }).getAttribute('href')).toBe('/admin/passages/21');
    expect(within(table).getByText('video')).toBeTruthy();
    await waitFor(() => expect(within(table).getByText('Deep sea')).toBeTruthy());
    await waitFor(() => expect(within(screen.getByLabelText('Category')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Oceans (oceans-en)']));
    expect(screen.getByRole('link', { name: 'New passage' }).getAttribute('href')).toBe('/admin/passages/new');
  });
});

describe('PassageScreen', () => {
  it('creates a passage: checks the form, needs alt text with a picture and a transcript with a video, and shows a server refusal by its field', async () => {
    let attempts = 0;
    const { bodiesOf, location } = show('/admin/passages/new', {
      upload_admin_content_media: () => okReply({ url: '/uploads/content/w.png', kind: 'picture', content_type: 'image/png', bytes: 9 }),
      set_admin_passage: (body) => {
        attempts += 1;
        return attempts === 1 ? errorReply(400, 'VALIDATION', 'video_url must be an .mp4 or .webm file under /content-media/', 'video_url') : okReply({ passage: passageRow({ id: 30, ...body }), changed: true });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create the passage' }));
    expect(screen.getByText('Choose the subcategory of this passage.')).toBeTruthy();
    expect(screen.getByText('Enter the title.')).toBeTruthy();
    expect(screen.getByText('Enter the text players read.')).toBeTruthy();

    const category = screen.getByLabelText('Category');
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(category, 'Oceans (oceans-en)');
    await waitFor(() => expect(within(screen.getByLabelText('Subcategory')).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Subcategory'), 'Deep sea');
    await user.type(screen.getByLabelText('Title'), 'The blue whale');
    await user.type(screen.getByLabelText('Text'), 'The blue whale is the largest animal.');
    await user.upload(screen.getByLabelText('Passage picture: choose a file'), new File([new Uint8Array([1])], 'whale.png', { type: 'image/png' }));
    await screen.findByLabelText('Picture description (alt text)');
    await user.type(screen.getByLabelText('Video file'), '/content-media/whale.mov');
    await user.click(screen.getByRole('button', { name: 'Create the passage' }));
    expect(screen.getByText('Describe the picture.')).toBeTruthy();
    expect(screen.getByText('Enter the transcript of the sound or video.')).toBeTruthy();
    expect(bodiesOf('set_admin_passage')).toEqual([]);

    await user.type(screen.getByLabelText('Picture description (alt text)'), 'A whale');
    await user.type(screen.getByLabelText('Transcript'), 'Whales sing.');
    await user.click(screen.getByRole('button', { name: 'Create the passage' }));
    expect(await screen.findByText('video_url must be an .mp4 or .webm file under /content-media/')).toBeTruthy();
    expect(screen.getByLabelText('Video file').getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('Video file'));
    await user.type(screen.getByLabelText('Video file'), '/content-media/whale.mp4');
    await user.click(screen.getByRole('button', { name: 'Create the passage' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/passages/30'));
    expect(bodiesOf('set_admin_passage').at(-1)).toEqual({
      subcategory_id: 5,
      title: 'The blue whale',
      detail: 'The blue whale is the largest animal.',
      image_url: '/uploads/content/w.png',
      image_alt: 'A whale',
      audio_url: null,
      video_url: '/content-media/whale.mp4',
      transcript: 'Whales sing.',
      active: true,
    });
  });

  it('edits a passage read by its id and says when nothing changed', async () => {
    const { bodiesOf } = show('/admin/passages/21', {
      get_admin_passages: () => okReply(page([passageRow()])),
      set_admin_passage: (body) => okReply({ passage: passageRow({ ...body }), changed: false }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Passage 21' });
    expect(bodiesOf('get_admin_passages')).toEqual([{ id: 21, offset: 0, limit: 1 }]);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('The blue whale');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf('set_admin_passage')).toEqual([expect.objectContaining({ id: 21, subcategory_id: 5, image_url: null, transcript: null })]));
    expect(await screen.findByText('Saved: nothing had changed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Questions of this subcategory' }).getAttribute('href')).toBe('/admin/questions?category=3&subcategory=5');
  });

  it('says so when the passage does not exist', async () => {
    show('/admin/passages/404', { get_admin_passages: () => okReply(page([])) });
    expect(await screen.findByText('No such passage')).toBeTruthy();
  });
});
