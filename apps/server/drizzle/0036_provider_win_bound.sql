CREATE TYPE "public"."provider_win_decision" AS ENUM('refused', 'pay_by_adjustment');--> statement-breakpoint
CREATE TYPE "public"."provider_win_review_status" AS ENUM('pending', 'resolved');--> statement-breakpoint
CREATE TABLE "provider_win_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_win_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"wallet_type_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"stakes_satang" bigint NOT NULL,
	"paid_satang" bigint NOT NULL,
	"max_multiplier" integer NOT NULL,
	"status" "provider_win_review_status" DEFAULT 'pending' NOT NULL,
	"decision" "provider_win_decision",
	"note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_win_reviews_transaction_key" UNIQUE("provider_id","transaction_id"),
	CONSTRAINT "provider_win_reviews_resolution" CHECK (("provider_win_reviews"."status" = 'pending') = ("provider_win_reviews"."decision" is null and "provider_win_reviews"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_win_multiplier" integer;--> statement-breakpoint
CREATE INDEX "provider_win_reviews_pending_idx" ON "provider_win_reviews" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_exact" CHECK ("ledger_accounts"."balance" between -9007199254740991 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_max_win_multiplier_range" CHECK ("games"."max_win_multiplier" is null or "games"."max_win_multiplier" between 1 and 1000000);--> statement-breakpoint
-- The built-in provider's published maximum wins per stake (docs/DEMO-PROVIDER.md): a fish's largest
-- multiplier, a table game's best single bet (its stake back included). The slots and the virtual sports
-- publish none here; PROVIDER_MAX_WIN_MULTIPLIER applies to them as to third-party games.
UPDATE "games" SET "max_win_multiplier" = CASE "game_id"
	WHEN 'fishing-ocean-hunter' THEN 50
	WHEN 'fishing-dragon-reef' THEN 300
	WHEN 'baccarat-classic' THEN 12
	WHEN 'dragon-tiger-classic' THEN 12
	WHEN 'sicbo-classic' THEN 31
END
WHERE "provider_id" = 'demo' AND "max_win_multiplier" IS NULL
	AND "game_id" IN ('fishing-ocean-hunter', 'fishing-dragon-reef', 'baccarat-classic', 'dragon-tiger-classic', 'sicbo-classic');
--> statement-breakpoint
DROP FUNCTION "provider_money_call"(text, text, text, text, text, text, bigint, boolean, text, text, timestamptz, bigint, integer);
--> statement-breakpoint
DROP FUNCTION "provider_win"(provider_session, text, text, text, text, bigint, boolean, timestamptz, integer);
--> statement-breakpoint
-- A win (0 for a lost round) into the wallet the round was staked from; may close the round. Only what was
-- bet is settled: a win needs a stake of this member still standing in the round. Wins are accepted after
-- the session expired. The round's wins may not pass its standing stakes × the game's maximum multiplier
-- (games.max_win_multiplier, else p_default_multiplier): such a win is refused with WIN_ABOVE_MAXIMUM, pays
-- nothing, leaves the round open and is queued in provider_win_reviews for an operator.
CREATE FUNCTION "provider_win"(
	s provider_session, p_provider text, p_transaction_id text, p_round_id text, p_game_id text, p_amount bigint,
	p_round_closed boolean, p_now timestamptz, p_shards integer, p_default_multiplier integer
) RETURNS provider_outcome LANGUAGE plpgsql AS $$
DECLARE
	v_round record;
	v_limits record;
	v_moved record;
	v_result provider_outcome;
BEGIN
	SELECT * INTO v_round FROM provider_lock_round(p_provider, p_round_id);
	IF NOT FOUND OR v_round.member_id <> s.member_id THEN RETURN provider_answer('BET_NOT_FOUND'); END IF;
	-- A win names the round's own game; another game's win is a malformed call, whatever its round.
	IF p_game_id <> v_round.game_id THEN RETURN provider_answer('BAD_REQUEST'); END IF;
	IF v_round.status = 'settled' THEN
		RETURN provider_answer('ROUND_CLOSED', provider_balance(v_round.member_id, v_round.wallet_type_id));
	END IF;
	-- Every stake of the round was rolled back: there is no bet left to win on, as if none had come.
	IF v_round.total_bet <= v_round.total_refund THEN RETURN provider_answer('BET_NOT_FOUND'); END IF;

	SELECT r.total_win, coalesce(g.max_win_multiplier, p_default_multiplier) AS multiplier INTO v_limits
	FROM game_rounds r
	JOIN game_sessions gs ON gs.id = r.session_id
	JOIN games g ON g.id = gs.game_pk
	WHERE r.id = v_round.id;
	IF v_limits.total_win + p_amount > (v_round.total_bet - v_round.total_refund) * v_limits.multiplier THEN
		INSERT INTO provider_win_reviews (provider_id, transaction_id, round_id, member_id, wallet_type_id, game_id,
			amount_satang, stakes_satang, paid_satang, max_multiplier, created_at)
		VALUES (p_provider, p_transaction_id, p_round_id, v_round.member_id, v_round.wallet_type_id, v_round.game_id,
			p_amount, v_round.total_bet - v_round.total_refund, v_limits.total_win, v_limits.multiplier, p_now)
		ON CONFLICT (provider_id, transaction_id) DO NOTHING;
		RETURN provider_answer('WIN_ABOVE_MAXIMUM', provider_balance(v_round.member_id, v_round.wallet_type_id));
	END IF;

	UPDATE game_rounds SET total_win = total_win + p_amount,
		status = CASE WHEN p_round_closed THEN 'settled' ELSE status END,
		settled_at = CASE WHEN p_round_closed THEN p_now ELSE settled_at END
	WHERE id = v_round.id;
	IF p_amount = 0 THEN
		v_result := provider_answer('OK', provider_balance(v_round.member_id, v_round.wallet_type_id));
	ELSE
		SELECT * INTO v_moved FROM provider_transfer(p_provider, p_transaction_id, p_round_id,
			provider_clearing_code(v_round.member_id, p_shards),
			provider_wallet_code(v_round.member_id, v_round.wallet_type_id), p_amount, 'game_win', p_now);
		PERFORM provider_add_day((p_now AT TIME ZONE 'Asia/Bangkok')::date, v_round.member_id,
			v_round.wallet_type_id, v_round.category, 0, 0, p_amount);
		-- The credit's balance after it is the wallet's balance: its row stays locked until commit.
		v_result := provider_answer('OK', v_moved.credit_after);
		v_result.ledger_transfer_id := v_moved.transfer_id;
	END IF;
	v_result.member_id := v_round.member_id;
	v_result.wallet_type_id := v_round.wallet_type_id;
	RETURN v_result;
END;
$$;
--> statement-breakpoint
-- One seamless-wallet money call (bet, win or rollback) as one statement (migration 0031, unchanged but for
-- the default maximum win multiplier it passes to provider_win).
CREATE FUNCTION "provider_money_call"(
	p_call text, p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_game_id text,
	p_amount bigint, p_round_closed boolean, p_bet_transaction_id text, p_fingerprint text, p_now timestamptz,
	p_session_idle_ms bigint, p_shards integer, p_default_multiplier integer
) RETURNS provider_outcome LANGUAGE plpgsql AS $$
DECLARE
	s provider_session;
	v_claim bigint;
	v_existing provider_transactions%ROWTYPE;
	v_result provider_outcome;
BEGIN
	SELECT gs.id, gs.member_id, gs.wallet_type_id, g.game_id, g.category, gs.expires_at INTO s
	FROM game_sessions gs JOIN games g ON g.id = gs.game_pk
	WHERE gs.token_hash = p_token_hash AND gs.provider_id = p_provider;
	IF NOT FOUND THEN RETURN provider_answer('INVALID_TOKEN'); END IF;

	INSERT INTO provider_transactions (provider_id, transaction_id, call, fingerprint, session_id, round_id, amount,
		status, answer, created_at)
	VALUES (p_provider, p_transaction_id, p_call, p_fingerprint, s.id, p_round_id, p_amount, 'PENDING', '{}'::jsonb,
		p_now)
	ON CONFLICT (provider_id, transaction_id) DO NOTHING
	RETURNING id INTO v_claim;
	IF v_claim IS NULL THEN
		SELECT * INTO v_existing FROM provider_transactions t
		WHERE t.provider_id = p_provider AND t.transaction_id = p_transaction_id;
		IF v_existing.session_id = s.id AND v_existing.round_id = p_round_id THEN
			IF v_existing.fingerprint = 'rolled-back-before-arrival' AND p_call = 'bet' THEN
				RETURN provider_answer('ROUND_CLOSED');
			END IF;
			IF v_existing.fingerprint = p_fingerprint THEN
				RETURN ROW(v_existing.answer, NULL, NULL, NULL, NULL)::provider_outcome;
			END IF;
		END IF;
		RETURN provider_answer('DUPLICATE_TRANSACTION');
	END IF;

	IF p_call = 'bet' THEN
		v_result := provider_bet(s, p_provider, p_transaction_id, p_round_id, p_game_id, p_amount, p_now,
			p_session_idle_ms, p_shards);
	ELSIF p_call = 'win' THEN
		v_result := provider_win(s, p_provider, p_transaction_id, p_round_id, p_game_id, p_amount, p_round_closed,
			p_now, p_shards, p_default_multiplier);
	ELSE
		v_result := provider_rollback(s, p_provider, p_round_id, p_bet_transaction_id, p_transaction_id, p_now,
			p_shards);
	END IF;
	UPDATE provider_transactions SET status = v_result.answer ->> 'status', answer = v_result.answer,
		amount = coalesce(v_result.amount, p_amount), ledger_transfer_id = v_result.ledger_transfer_id
	WHERE id = v_claim;
	RETURN v_result;
END;
$$;
