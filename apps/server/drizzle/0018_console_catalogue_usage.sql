CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"project_id" text NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_project_id_day_metric_key_pk" PRIMARY KEY("project_id","day","metric","key")
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "analytics_daily" ("day", "project_id", "metric", "key", "count")
SELECT "day", "project_id", "metric", "key", count(*) FROM (
	SELECT ("received_at" AT TIME ZONE 'UTC')::date AS "day", "project_id", 'event' AS "metric", "event" AS "key" FROM "analytics_events"
	UNION ALL
	SELECT ("received_at" AT TIME ZONE 'UTC')::date, "project_id", 'connect.wallet', coalesce("body"->'props'->'properties'->>'name', 'unknown') FROM "analytics_events" WHERE "event" = 'CONNECT_SUCCESS'
	UNION ALL
	SELECT ("received_at" AT TIME ZONE 'UTC')::date, "project_id", 'connect.method', CASE "body"->'props'->'properties'->>'method' WHEN 'browser' THEN 'injected' WHEN 'qrcode' THEN 'walletconnect' WHEN 'email' THEN 'email' ELSE 'other' END FROM "analytics_events" WHERE "event" = 'CONNECT_SUCCESS'
	UNION ALL
	SELECT ("received_at" AT TIME ZONE 'UTC')::date, "project_id", 'connect.method', 'social' FROM "analytics_events" WHERE "event" = 'SOCIAL_LOGIN_SUCCESS' AND coalesce("body"->'props'->'properties'->>'link', 'false') <> 'true'
	UNION ALL
	SELECT ("received_at" AT TIME ZONE 'UTC')::date, "project_id", 'error', "event" FROM "analytics_events" WHERE "type" = 'error' OR "event" LIKE '%\_ERROR'
) AS "rows" GROUP BY 1, 2, 3, 4;
