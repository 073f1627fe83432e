CREATE TABLE "account_transactions" (
	"address" text NOT NULL,
	"chain_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"mined_at" timestamp with time zone NOT NULL,
	"block_number" bigint NOT NULL,
	"transaction_index" integer NOT NULL,
	CONSTRAINT "account_transactions_address_chain_id_hash_pk" PRIMARY KEY("address","chain_id","hash")
);
--> statement-breakpoint
CREATE TABLE "chain_transactions" (
	"chain_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"block_number" bigint NOT NULL,
	"transaction_index" integer NOT NULL,
	"from" text NOT NULL,
	"to" text,
	"value" numeric(78, 0) NOT NULL,
	"nonce" bigint NOT NULL,
	"status" text NOT NULL,
	"mined_at" timestamp with time zone NOT NULL,
	"swap" boolean NOT NULL,
	CONSTRAINT "chain_transactions_chain_id_hash_pk" PRIMARY KEY("chain_id","hash")
);
--> statement-breakpoint
CREATE TABLE "chain_transfers" (
	"chain_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"position" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"kind" text NOT NULL,
	"token" text,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"amount" numeric(78, 0),
	"token_id" numeric(78, 0),
	CONSTRAINT "chain_transfers_chain_id_hash_position_pk" PRIMARY KEY("chain_id","hash","position")
);
--> statement-breakpoint
CREATE TABLE "indexed_blocks" (
	"chain_id" bigint NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "indexed_blocks_chain_id_number_pk" PRIMARY KEY("chain_id","number")
);
--> statement-breakpoint
CREATE TABLE "indexer_chains" (
	"chain_id" bigint PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_transactions_history" ON "account_transactions" USING btree ("address","mined_at","chain_id","block_number","transaction_index");--> statement-breakpoint
CREATE INDEX "account_transactions_block" ON "account_transactions" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_transactions_block" ON "chain_transactions" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_transfers_block" ON "chain_transfers" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_transfers_nft_recipient" ON "chain_transfers" USING btree ("chain_id","to") WHERE "chain_transfers"."kind" = 'erc721';