ALTER TABLE "email_login_attempts" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_login_attempts" ADD COLUMN "session_id" bigint;--> statement-breakpoint
ALTER TABLE "email_wallets" ADD COLUMN "lock_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_wallets" ADD COLUMN "recovery_locked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_login_attempts_session_id" ON "email_login_attempts" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_wallets_lock_token_hash" ON "email_wallets" USING btree ("lock_token_hash");