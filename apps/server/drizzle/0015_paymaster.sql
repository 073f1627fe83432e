CREATE TABLE "paymaster_sponsorships" (
	"hash" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"chain_id" integer NOT NULL,
	"sender" text NOT NULL,
	"day" text NOT NULL,
	"gas" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "paymaster_sponsorships_budget" ON "paymaster_sponsorships" USING btree ("project_id","chain_id","sender","day");