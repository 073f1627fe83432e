CREATE TABLE "relay_acks" (
	"client_id" text NOT NULL,
	"message_id" text NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "relay_acks_message_id_client_id_pk" PRIMARY KEY("message_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "relay_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"tag" integer NOT NULL,
	"prompt" boolean DEFAULT false NOT NULL,
	"attestation" text,
	"publisher" text NOT NULL,
	"published_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "relay_acks_expires_at" ON "relay_acks" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "relay_messages_topic_published_at" ON "relay_messages" USING btree ("topic","published_at");--> statement-breakpoint
CREATE INDEX "relay_messages_expires_at" ON "relay_messages" USING btree ("expires_at");