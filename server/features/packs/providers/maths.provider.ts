/**
 * Maths and non-verbal reasoning packs: one per curriculum, its units and levels with their
 * generator specs. The device makes the questions from the specs, so a pack is small; progress is
 * personal and never part of it.
 */
import type { Db } from '../../../db/client';
import { TtlCache } from '../../../lib/ttl-cache';
import { buildCatalogue, type Catalogue } from '../../maths/maths.catalogue';
import { toCurriculum } from '../../maths/maths.dto';
import { loadContent } from '../../maths/maths.repo';
import type { PackProvider } from '../pack-provider';

const CATALOGUE_CACHE_MS = 60_000;

export function mathsPackProvider(db: Db): PackProvider<'maths'> {
  // Reloaded in the background before its minute ends while in use (see TtlCache).
  const cache = new TtlCache<'catalogue', Catalogue>(CATALOGUE_CACHE_MS, 1, Date.now, CATALOGUE_CACHE_MS / 3);
  const catalogue = () => cache.getOrLoad('catalogue', async () => buildCatalogue(await loadContent(db)));
  return {
    kind: 'maths',
    // Curricula are not per language yet: every device is offered all of them.
    ids: async () => (await catalogue()).curricula.map((c) => c.id),
    async build(curriculumId) {
      const curriculum = (await catalogue()).curriculumById.get(curriculumId);
      if (!curriculum) return null;
      const units = curriculum.units.map((unit) => ({
        id: unit.id,
        slug: unit.slug,
        name: unit.name,
        levels: unit.levels.map((level) => ({
          id: level.id,
          level: level.level,
          level_key: level.levelKey,
          question_count: level.questionCount,
          generator: level.generator,
        })),
      }));
      return {
        title: curriculum.name,
        group: curriculum.subject,
        // A pack serves every language alike: its names are the English ones (the fallback of them all).
        content: { curriculum: toCurriculum(curriculum, undefined), units },
        mediaUrls: [],
        itemCount: units.reduce((n, unit) => n + unit.levels.length, 0),
      };
    },
  };
}
