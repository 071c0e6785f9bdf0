-- Tells every instance that listens (server/features/economy/ranking/redis-ranking.ts, with
-- PostgreSQL) that leaderboard_outbox has rows to drain to Redis. NOTIFY is delivered when the
-- transaction commits and never for one that rolls back, and a transaction's identical
-- notifications arrive as one; the trigger is per statement, so an earn (one insert of its board
-- rows) notifies once. The payload is empty: a listener drains whatever the outbox holds.
CREATE FUNCTION leaderboard_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quizhive_leaderboard_outbox', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER leaderboard_outbox_notify AFTER INSERT ON leaderboard_outbox FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_outbox_notify();
