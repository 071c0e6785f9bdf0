/**
 * Migration 0011 fills the leaderboards from the ledger that was there before it: each player's
 * ranked score (score > 0) per UTC day, UTC month and in all, with the counts a rank is read from.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../../server/lib/project-root';

const MIGRATIONS = fromRoot('server', 'db', 'migrations');

/** The migrations folder as it was before the one tagged `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qh-migrations-'));
  await cp(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0011_leaderboards', () => {
  const client = new PGlite();
  const db = drizzle(client);
  let before = '';
  afterAll(async () => {
    await client.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('backfills daily, monthly and global boards and their counts from the ranked score in the ledger', async () => {
    before = await migrationsBefore('0011_leaderboards');
    await migrate(db, { migrationsFolder: before });
    await db.execute(sql`
      insert into users (id, uid, name, type, friends_code) values
        (1, 'u1', 'ann', 'email', 'AAAAAAA1'), (2, 'u2', 'bob', 'email', 'AAAAAAA2'), (3, 'u3', 'cy', 'email', 'AAAAAAA3')`);
    await db.execute(sql`
      insert into coin_ledger (user_id, coins, score, type, title, created_at) values
        (1, 5, 40, 'quiz_zone', 'r', '2026-01-31T23:59:59Z'),
        (1, 5, 1200, 'quiz_zone', 'r', '2026-02-01T00:00:00Z'),
        (2, 5, 40, 'quiz_zone', 'r', '2026-02-01T10:00:00Z'),
        (2, 9, 0, 'quiz_zone_practice', 'practice', '2026-02-01T11:00:00Z'),
        (3, 25, 0, 'welcome_bonus', 'w', '2026-02-01T12:00:00Z')`);
    await migrate(db, { migrationsFolder: MIGRATIONS });

    const scores = await db.execute(sql`select board, user_id, score from leaderboard_scores order by board, user_id`);
    expect(scores.rows).toEqual([
      { board: 'daily:2026-01-31', user_id: 1, score: 40 },
      { board: 'daily:2026-02-01', user_id: 1, score: 1200 },
      { board: 'daily:2026-02-01', user_id: 2, score: 40 },
      { board: 'global', user_id: 1, score: 1240 },
      { board: 'global', user_id: 2, score: 40 },
      { board: 'monthly:2026-01', user_id: 1, score: 40 },
      { board: 'monthly:2026-02', user_id: 1, score: 1200 },
      { board: 'monthly:2026-02', user_id: 2, score: 40 },
    ]);
    const buckets = await db.execute(sql`select board, bucket, players from leaderboard_bucket_counts where players <> 0 order by board, bucket`);
    expect(buckets.rows).toEqual([
      { board: 'daily:2026-01-31', bucket: 0, players: 1 },
      { board: 'daily:2026-02-01', bucket: 0, players: 1 },
      { board: 'daily:2026-02-01', bucket: 1, players: 1 },
      { board: 'global', bucket: 0, players: 1 },
      { board: 'global', bucket: 1, players: 1 },
      { board: 'monthly:2026-01', bucket: 0, players: 1 },
      { board: 'monthly:2026-02', bucket: 0, players: 1 },
      { board: 'monthly:2026-02', bucket: 1, players: 1 },
    ]);
    const exact = await db.execute(sql`select score, players from leaderboard_score_counts where board = 'global' and players <> 0 order by score`);
    expect(exact.rows).toEqual([
      { score: 40, players: 1 },
      { score: 1240, players: 1 },
    ]);
  });
});
