import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagesApi } from './pages.api';

const page = { type: 'about_us', title: 'À propos', body: 'Texte', items: [], updated_at: '2026-01-01T00:00:00.000Z' };

function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ error: false, data: page }))));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof stubFetch>): unknown => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));

describe('pagesApi.page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the page in the player's language", async () => {
    const fetchMock = stubFetch();
    expect(await pagesApi.page('about_us', 3, new AbortController().signal)).toEqual(page);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/get_settings');
    expect(sentBody(fetchMock)).toEqual({ type: 'about_us', language_id: 3 });
  });

  it("sends no language while the server's list has not named the current one (the server answers the default language's page)", async () => {
    const fetchMock = stubFetch();
    await pagesApi.page('about_us', null, new AbortController().signal);
    expect(sentBody(fetchMock)).toEqual({ type: 'about_us' });
  });
});
