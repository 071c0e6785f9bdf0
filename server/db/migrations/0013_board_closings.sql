CREATE TABLE "leaderboard_closings" (
	"board" varchar(20) PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"top_score" integer NOT NULL,
	"winners" integer NOT NULL
);
--> statement-breakpoint
-- The counts' trigger of migration 0011, with one way to stand aside: removing a whole board
-- (server/features/economy/ranking/board-upkeep.repo.ts) sets quizhive.leaderboard_prune for its
-- transaction and deletes the board's counts itself afterwards.
CREATE OR REPLACE FUNCTION leaderboard_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  board_key varchar(20);
  old_score integer;
  new_score integer;
BEGIN
  IF current_setting('quizhive.leaderboard_prune', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
$$;
