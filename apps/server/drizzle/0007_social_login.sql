CREATE TABLE "social_identities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" bigint NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"username" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_link_codes" (
	"attempt_id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"email" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"username" text,
	"code_hash" text NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"burned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_login_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"state_hash" text NOT NULL,
	"nonce_hash" text NOT NULL,
	"provider" text NOT NULL,
	"project_id" text NOT NULL,
	"dapp_origin" text,
	"device_id_hash" text,
	"link_user_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"status" text,
	"error_name" text,
	"error_message" text,
	"identity_id" bigint
);
--> statement-breakpoint
ALTER TABLE "email_users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_email_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."email_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_link_codes" ADD CONSTRAINT "social_link_codes_attempt_id_social_login_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."social_login_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_link_codes" ADD CONSTRAINT "social_link_codes_user_id_email_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."email_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_attempts" ADD CONSTRAINT "social_login_attempts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_attempts" ADD CONSTRAINT "social_login_attempts_link_user_id_email_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."email_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_attempts" ADD CONSTRAINT "social_login_attempts_identity_id_social_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."social_identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_provider_subject" ON "social_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "social_identities_user_id" ON "social_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_attempts_token_hash" ON "social_login_attempts" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_attempts_state_hash" ON "social_login_attempts" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "social_login_attempts_expires_at" ON "social_login_attempts" USING btree ("expires_at");