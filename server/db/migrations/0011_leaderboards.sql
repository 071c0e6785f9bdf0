CREATE TABLE "leaderboard_bucket_counts" (
	"board" varchar(20) NOT NULL,
	"bucket" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "leaderboard_bucket_counts_board_bucket_pk" PRIMARY KEY("board","bucket")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"board" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_score_counts" (
	"board" varchar(20) NOT NULL,
	"score" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "leaderboard_score_counts_board_score_pk" PRIMARY KEY("board","score")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_scores" (
	"board" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "leaderboard_scores_board_user_id_pk" PRIMARY KEY("board","user_id")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_outbox" ADD CONSTRAINT "leaderboard_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_scores_page_idx" ON "leaderboard_scores" USING btree ("board","score" desc,"user_id");--> statement-breakpoint
CREATE INDEX "coin_ledger_scored_idx" ON "coin_ledger" USING btree ("created_at") WHERE "coin_ledger"."score" > 0;--> statement-breakpoint
-- A board's scores fall into buckets of 1,000 points: a rank sums the players of the buckets above
-- a score and the players of the higher scores in its own bucket (docs/ECONOMY.md, Leaderboards).
-- The width lives here only; the rank query calls these functions.
CREATE FUNCTION leaderboard_bucket(score integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT score / 1000 $$;--> statement-breakpoint
-- The first score of the next bucket.
CREATE FUNCTION leaderboard_bucket_end(score integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (score / 1000 + 1) * 1000 $$;--> statement-breakpoint
-- Keeps leaderboard_score_counts and leaderboard_bucket_counts with every change of
-- leaderboard_scores, in its transaction: an insert (a player's first score on a board), a raise, or
-- a delete (an account's cascade). Rows are changed lower score first and exact counts before
-- buckets; with the scores of one earn written board by board, every transaction takes these row
-- locks in one order, so two of them never wait on each other in a cycle.
CREATE FUNCTION leaderboard_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  board_key varchar(20);
  old_score integer;
  new_score integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    board_key := NEW.board; new_score := NEW.score;
  ELSIF TG_OP = 'DELETE' THEN
    board_key := OLD.board; old_score := OLD.score;
  ELSE
    board_key := NEW.board; old_score := OLD.score; new_score := NEW.score;
  END IF;
  IF old_score IS NOT DISTINCT FROM new_score THEN
    RETURN NULL;
  END IF;
  IF old_score IS NOT NULL THEN
    INSERT INTO leaderboard_score_counts AS c (board, score, players) VALUES (board_key, old_score, -1)
      ON CONFLICT (board, score) DO UPDATE SET players = c.players - 1;
  END IF;
  IF new_score IS NOT NULL THEN
    INSERT INTO leaderboard_score_counts AS c (board, score, players) VALUES (board_key, new_score, 1)
      ON CONFLICT (board, score) DO UPDATE SET players = c.players + 1;
  END IF;
  IF leaderboard_bucket(old_score) IS DISTINCT FROM leaderboard_bucket(new_score) THEN
    IF old_score IS NOT NULL THEN
      INSERT INTO leaderboard_bucket_counts AS c (board, bucket, players) VALUES (board_key, leaderboard_bucket(old_score), -1)
        ON CONFLICT (board, bucket) DO UPDATE SET players = c.players - 1;
    END IF;
    IF new_score IS NOT NULL THEN
      INSERT INTO leaderboard_bucket_counts AS c (board, bucket, players) VALUES (board_key, leaderboard_bucket(new_score), 1)
        ON CONFLICT (board, bucket) DO UPDATE SET players = c.players + 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER leaderboard_scores_counts AFTER INSERT OR UPDATE OF score OR DELETE ON leaderboard_scores
  FOR EACH ROW EXECUTE FUNCTION leaderboard_keep_counts();--> statement-breakpoint
-- Boards so far, from the ledger's ranked score (score > 0) by the UTC day and month it was booked.
INSERT INTO leaderboard_scores (board, user_id, score)
SELECT board, user_id, sum(score)::int FROM (
  SELECT 'daily:' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS board, user_id, score FROM coin_ledger WHERE score > 0
  UNION ALL
  SELECT 'monthly:' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM'), user_id, score FROM coin_ledger WHERE score > 0
  UNION ALL
  SELECT 'global', user_id, score FROM coin_ledger WHERE score > 0
) AS scored
GROUP BY board, user_id
ORDER BY board, user_id;
