DROP INDEX "relay_messages_topic_published_at";--> statement-breakpoint
ALTER TABLE "relay_messages" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "relay_messages_topic_seq" ON "relay_messages" USING btree ("topic","seq");