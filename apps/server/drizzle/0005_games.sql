CREATE TABLE "game_daily_totals" (
	"day" date NOT NULL,
	"member_id" integer NOT NULL,
	"wallet_type_id" smallint NOT NULL,
	"category" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "game_daily_totals_day_member_id_wallet_type_id_category_pk" PRIMARY KEY("day","member_id","wallet_type_id","category")
);
--> statement-breakpoint
CREATE TABLE "game_launch_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_launch_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"wallet_type_id" smallint NOT NULL,
	"game_pk" bigint NOT NULL,
	"is_mobile" boolean NOT NULL,
	"source" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_launch_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" text NOT NULL,
	"round_id" text NOT NULL,
	"session_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"wallet_type_id" smallint NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"total_bet" bigint DEFAULT 0 NOT NULL,
	"total_win" bigint DEFAULT 0 NOT NULL,
	"total_refund" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_provider_round_key" UNIQUE("provider_id","round_id"),
	CONSTRAINT "game_rounds_status_known" CHECK ("game_rounds"."status" in ('open', 'settled')),
	CONSTRAINT "game_rounds_settled_at" CHECK (("game_rounds"."status" = 'settled') = ("game_rounds"."settled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"launch_token_id" bigint NOT NULL,
	"provider_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"wallet_type_id" smallint NOT NULL,
	"game_pk" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "game_sessions_launch_token_id_unique" UNIQUE("launch_token_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" text NOT NULL,
	"game_id" text NOT NULL,
	"sub_provider_id" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"categories" text[] NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"supports_demo" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_provider_game_key" UNIQUE("provider_id","game_id","sub_provider_id"),
	CONSTRAINT "games_category_known" CHECK ("games"."category" in ('slot', 'casino', 'sport', 'fishing', 'freespin')),
	CONSTRAINT "games_categories_include_own" CHECK ("games"."category" = any("games"."categories"))
);
--> statement-breakpoint
CREATE TABLE "lobby_configs" (
	"lobby_key" text PRIMARY KEY NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"call" text NOT NULL,
	"fingerprint" text NOT NULL,
	"session_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"answer" jsonb NOT NULL,
	"ledger_transfer_id" bigint,
	"rolled_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_provider_tx_key" UNIQUE("provider_id","transaction_id"),
	CONSTRAINT "provider_transactions_call_known" CHECK ("provider_transactions"."call" in ('bet', 'win', 'rollback'))
);
--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_game_pk_games_id_fk" FOREIGN KEY ("game_pk") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_launch_token_id_game_launch_tokens_id_fk" FOREIGN KEY ("launch_token_id") REFERENCES "public"."game_launch_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_pk_games_id_fk" FOREIGN KEY ("game_pk") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_ledger_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("ledger_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_launch_tokens_member_idx" ON "game_launch_tokens" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "games_categories_idx" ON "games" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("provider_id","round_id");