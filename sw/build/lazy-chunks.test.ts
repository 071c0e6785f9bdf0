import { describe, expect, it } from 'vitest';
import { assetFileName, chunkFileName, isLazyChunkUrl, lazyGroupOfChunk, withoutLazyChunks, type ChunkFacts } from './lazy-chunks';

const root = '/work/app';
const chunk = (facts: Partial<ChunkFacts>): ChunkFacts => ({ isEntry: false, isDynamicEntry: false, facadeModuleId: null, moduleIds: [], ...facts });

describe('lazy chunk groups', () => {
  it('puts lazily loaded admin and live screens in their own folders', () => {
    const admin = chunk({ isDynamicEntry: true, facadeModuleId: `${root}/src/features/admin/UsersScreen.tsx`, moduleIds: [`${root}/src/features/admin/UsersScreen.tsx`, `${root}/node_modules/chart/index.js`] });
    const live = chunk({ isDynamicEntry: true, facadeModuleId: `${root}/src/features/live/BattleScreen.tsx` });
    expect(lazyGroupOfChunk(admin)).toBe('admin');
    expect(chunkFileName(admin)).toBe('assets/lazy-admin/[name]-[hash].js');
    expect(chunkFileName(live)).toBe('assets/lazy-live/[name]-[hash].js');
  });

  it('keeps every other chunk where it was, including the entry and the eager feature index', () => {
    expect(chunkFileName(chunk({ isEntry: true, facadeModuleId: `${root}/src/app/main.tsx` }))).toBe('assets/[name]-[hash].js');
    expect(chunkFileName(chunk({ isDynamicEntry: true, facadeModuleId: `${root}/src/features/quiz/PlayScreen.tsx` }))).toBe('assets/[name]-[hash].js');
    // A shared chunk used by admin and the rest of the app must stay precached.
    expect(lazyGroupOfChunk(chunk({ moduleIds: [`${root}/src/features/admin/api.ts`, `${root}/src/ui/Button.tsx`] }))).toBeNull();
    expect(lazyGroupOfChunk(chunk({ moduleIds: [`${root}/src/features/admin/a.ts`, `${root}/src/features/admin/b.ts`] }))).toBe('admin');
    // The admin screens' own constants from the contract go with them; the rest of the contract does not.
    expect(lazyGroupOfChunk(chunk({ moduleIds: [`${root}/contract/api/admin-limits.ts`] }))).toBe('admin');
    expect(lazyGroupOfChunk(chunk({ moduleIds: [`${root}/contract/api/admin.ts`] }))).toBeNull();
    // So do the admin screens' English words; a player's parts stay precached.
    expect(lazyGroupOfChunk(chunk({ isDynamicEntry: true, facadeModuleId: '\0virtual:english-strings/en-admin', moduleIds: ['\0virtual:english-strings/en-admin'] }))).toBe('admin');
    expect(lazyGroupOfChunk(chunk({ isDynamicEntry: true, facadeModuleId: '\0virtual:english-strings/en-quiz', moduleIds: ['\0virtual:english-strings/en-quiz'] }))).toBeNull();
  });

  it('sends the CSS of a lazy screen after its chunk', () => {
    expect(assetFileName({ originalFileNames: ['src/features/admin/UsersScreen.tsx'] })).toBe('assets/lazy-admin/[name]-[hash][extname]');
    expect(assetFileName({ originalFileNames: ['src/features/quiz/PlayScreen.tsx'] })).toBe('assets/[name]-[hash][extname]');
    expect(assetFileName({ originalFileNames: [] })).toBe('assets/[name]-[hash][extname]');
  });
});

describe('the precache manifest filter', () => {
  it('drops the lazy folders and keeps everything else', () => {
    const entries = [
      { url: 'index.html', revision: '1', size: 10 },
      { url: 'assets/index-abc.js', revision: null, size: 10 },
      { url: 'assets/lazy-admin/UsersScreen-abc.js', revision: null, size: 10 },
      { url: 'assets/lazy-admin/UsersScreen-abc.css', revision: null, size: 10 },
      { url: '/assets/lazy-live/BattleScreen-abc.js', revision: null, size: 10 },
      { url: 'assets/lazy-adminish-abc.js', revision: null, size: 10 },
    ];
    expect(withoutLazyChunks(entries).manifest.map((entry) => entry.url)).toEqual(['index.html', 'assets/index-abc.js', 'assets/lazy-adminish-abc.js']);
    expect(isLazyChunkUrl('./assets/lazy-live/x.js')).toBe(true);
  });
});
