CREATE TABLE "relay_samples" (
	"replica" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"sockets" integer NOT NULL,
	"messages_per_minute" integer NOT NULL,
	CONSTRAINT "relay_samples_replica_at_pk" PRIMARY KEY("replica","at")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "amount" numeric(24, 6) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "relay_samples_at" ON "relay_samples" USING btree ("at");--> statement-breakpoint
INSERT INTO "analytics_daily" ("day", "project_id", "metric", "key", "count", "amount")
SELECT ("received_at" AT TIME ZONE 'UTC')::date, "project_id", 'swap.volume', 'usd', count(*),
	coalesce(sum(CASE jsonb_typeof("body"->'props'->'properties'->'valueUsd') WHEN 'number' THEN ("body"->'props'->'properties'->>'valueUsd')::numeric ELSE 0 END), 0)
FROM "analytics_events" WHERE "event" = 'SWAP_SUCCESS' GROUP BY 1, 2
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "analytics_daily" ("day", "project_id", "metric", "key", "count")
SELECT ("received_at" AT TIME ZONE 'UTC')::date, "project_id", 'onramp',
	CASE "event" WHEN 'ONRAMP_OPEN' THEN 'opened' WHEN 'ONRAMP_SELECT_PROVIDER' THEN 'provider' WHEN 'ONRAMP_SUCCESS' THEN 'completed' ELSE 'declined' END,
	count(*)
FROM "analytics_events" WHERE "event" IN ('ONRAMP_OPEN', 'ONRAMP_SELECT_PROVIDER', 'ONRAMP_SUCCESS', 'ONRAMP_DECLINED') GROUP BY 1, 2, 4
ON CONFLICT DO NOTHING;
