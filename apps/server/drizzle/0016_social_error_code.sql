ALTER TABLE "social_login_attempts" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "social_login_attempts" ADD COLUMN "error_params" jsonb;