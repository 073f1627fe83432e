CREATE TABLE "profile_names" (
	"name" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"coin_type" bigint NOT NULL,
	"attributes" jsonb NOT NULL,
	"signed_at" bigint NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "profile_names_address" ON "profile_names" USING btree ("address","registered_at");