CREATE TABLE "email_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"new_email" text NOT NULL,
	"primary_code_hash" text NOT NULL,
	"secondary_code_hash" text NOT NULL,
	"primary_verified_at" timestamp with time zone,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"burned_at" timestamp with time zone,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_code_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_devices" (
	"user_id" bigint NOT NULL,
	"device_id_hash" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_devices_user_id_device_id_hash_pk" PRIMARY KEY("user_id","device_id_hash")
);
--> statement-breakpoint
CREATE TABLE "email_login_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"project_id" text NOT NULL,
	"dapp_origin" text,
	"device_id_hash" text,
	"approval_token_hash" text,
	"approved_at" timestamp with time zone,
	"code_hash" text,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"burned_at" timestamp with time zone,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"device_id_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_throttles" (
	"email" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_wallets" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"auth_share" text NOT NULL,
	"wrapped_data_key" text NOT NULL,
	"recovery_share" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_email_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."email_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_session_id_email_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."email_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_devices" ADD CONSTRAINT "email_devices_user_id_email_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."email_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_login_attempts" ADD CONSTRAINT "email_login_attempts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sessions" ADD CONSTRAINT "email_sessions_user_id_email_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."email_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_wallets" ADD CONSTRAINT "email_wallets_user_id_email_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."email_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_session_id" ON "email_changes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "email_code_failures_email_failed_at" ON "email_code_failures" USING btree ("email","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_login_attempts_token_hash" ON "email_login_attempts" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_login_attempts_approval_token_hash" ON "email_login_attempts" USING btree ("approval_token_hash");--> statement-breakpoint
CREATE INDEX "email_login_attempts_expires_at" ON "email_login_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_sessions_token_hash" ON "email_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_sessions_user_id" ON "email_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_sessions_expires_at" ON "email_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_users_email" ON "email_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "email_wallets_address" ON "email_wallets" USING btree ("address");