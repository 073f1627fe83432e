CREATE TABLE "bundler_user_operations" (
	"hash" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"entry_point" text NOT NULL,
	"sender" text NOT NULL,
	"nonce" text NOT NULL,
	"user_operation" jsonb NOT NULL,
	"max_fee_per_gas" text NOT NULL,
	"max_priority_fee_per_gas" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"transaction_hash" text,
	"block_hash" text,
	"block_number" bigint,
	"receipt" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bundler_user_operations_pending" ON "bundler_user_operations" USING btree ("chain_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bundler_user_operations_sender" ON "bundler_user_operations" USING btree ("chain_id","sender","nonce");