CREATE TABLE "solana_account_transactions" (
	"caip_network_id" text NOT NULL,
	"address" text NOT NULL,
	"signature" text NOT NULL,
	"seq" bigint NOT NULL,
	"slot" bigint NOT NULL,
	"operation_type" text,
	"item" jsonb,
	CONSTRAINT "solana_account_transactions_caip_network_id_address_signature_pk" PRIMARY KEY("caip_network_id","address","signature")
);
--> statement-breakpoint
CREATE TABLE "solana_indexed_accounts" (
	"caip_network_id" text NOT NULL,
	"address" text NOT NULL,
	"newest_signature" text,
	"last_seq" bigint NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solana_indexed_accounts_caip_network_id_address_pk" PRIMARY KEY("caip_network_id","address")
);
--> statement-breakpoint
CREATE INDEX "solana_account_transactions_history" ON "solana_account_transactions" USING btree ("caip_network_id","address","seq");