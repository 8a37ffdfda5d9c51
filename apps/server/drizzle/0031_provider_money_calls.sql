-- Responsible-gaming check of a deposit or a stake (docs/rules/responsible-gaming.md#limits), as one call:
-- the server's canDeposit and canStake and the provider's bet all ask it, so the rule is written once.
-- No row back: allowed. Otherwise one row: the refusal's key, until when an exclusion lasts, or the period,
-- limit and room left of the limit that would be passed (with several, the one with the least room left,
-- the earlier period on a tie). A pending limit whose time has come is the current one. While the member
-- has a limit of this kind, a per-member advisory lock ('RG', member id) held until the transaction ends
-- makes a second check wait for the first stake or deposit to commit, so two can never pass a limit
-- together. Periods are Bangkok day, Monday-to-Sunday week and month of p_now (the injected clock).
CREATE FUNCTION "rg_check"(p_member integer, p_kind rg_limit_kind, p_amount bigint, p_now timestamptz)
RETURNS TABLE (refusal text, until timestamptz, period text, limit_satang bigint, remaining bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_settings responsible_gaming_settings%ROWTYPE;
	v_today date := (p_now AT TIME ZONE 'Asia/Bangkok')::date;
BEGIN
	SELECT * INTO v_settings FROM responsible_gaming_settings s WHERE s.member_id = p_member;
	IF v_settings.self_excluded_until > p_now THEN
		RETURN QUERY SELECT 'RG_SELF_EXCLUDED', v_settings.self_excluded_until, NULL::text, NULL::bigint, NULL::bigint;
		RETURN;
	END IF;
	IF v_settings.cool_off_until > p_now THEN
		RETURN QUERY SELECT 'RG_COOLING_OFF', v_settings.cool_off_until, NULL::text, NULL::bigint, NULL::bigint;
		RETURN;
	END IF;
	IF NOT EXISTS (
		SELECT 1 FROM responsible_gaming_limits l
		WHERE l.member_id = p_member AND l.kind = p_kind
			AND (CASE WHEN l.pending_effective_at <= p_now THEN l.pending_satang ELSE l.current_satang END) IS NOT NULL
	) THEN
		RETURN;
	END IF;
	PERFORM pg_advisory_xact_lock(x'5247'::integer, p_member);
	RETURN QUERY
	WITH limited AS (
		SELECT l.period, v.value,
			CASE l.period
				WHEN 'day' THEN v_today
				WHEN 'week' THEN v_today - (extract(isodow FROM v_today)::integer - 1)
				ELSE date_trunc('month', v_today::timestamp)::date
			END AS first_day
		FROM responsible_gaming_limits l
		CROSS JOIN LATERAL (SELECT CASE WHEN l.pending_effective_at <= p_now THEN l.pending_satang
			ELSE l.current_satang END AS value) v
		WHERE l.member_id = p_member AND l.kind = p_kind AND v.value IS NOT NULL
	), used AS (
		SELECT li.period, li.value, coalesce(sum(CASE WHEN p_kind = 'deposit' THEN f.deposits
			ELSE f.stakes - f.stake_returns END), 0)::bigint AS spent
		FROM limited li
		LEFT JOIN ledger_member_daily_flows f ON f.member_id = p_member AND f.day >= li.first_day
		GROUP BY li.period, li.value
	)
	SELECT CASE WHEN p_kind = 'deposit' THEN 'RG_DEPOSIT_LIMIT' ELSE 'RG_LOSS_LIMIT' END, NULL::timestamptz,
		u.period::text, u.value, greatest(u.value - u.spent, 0)
	FROM used u
	WHERE u.spent + p_amount > u.value
	ORDER BY greatest(u.value - u.spent, 0), u.period
	LIMIT 1;
END;
$$;
--> statement-breakpoint
-- What one seamless-wallet call decided: the answer to send, what the claim stores besides it, and the
-- wallet whose balance the answer reports when the call moved or settled it (published once committed).
CREATE TYPE "provider_outcome" AS (
	answer jsonb, amount bigint, ledger_transfer_id bigint, member_id integer, wallet_type_id integer
);
--> statement-breakpoint
CREATE TYPE "provider_session" AS (
	id bigint, member_id integer, wallet_type_id integer, game_id text, category text, expires_at timestamptz
);
--> statement-breakpoint
-- A member wallet's ledger code (modules/ledger/accounts.ts walletAccountCode) and the shard of the provider
-- clearing account that pairs with it (SYSTEM_ACCOUNT_SHARDS: member id modulo the shard count, shard 0 being
-- the account's own row).
CREATE FUNCTION "provider_wallet_code"(p_member integer, p_wallet integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT 'member:' || p_member || ':wallet:' || p_wallet $$;
--> statement-breakpoint
CREATE FUNCTION "provider_clearing_code"(p_member integer, p_shards integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN p_member % p_shards = 0 THEN 'system:game_provider_clearing'
		ELSE 'system:game_provider_clearing#' || (p_member % p_shards) END
$$;
--> statement-breakpoint
CREATE FUNCTION "provider_balance"(p_member integer, p_wallet integer) RETURNS bigint
LANGUAGE sql STABLE AS $$
	SELECT a.balance FROM ledger_accounts a WHERE a.code = provider_wallet_code(p_member, p_wallet)
$$;
--> statement-breakpoint
-- An answer with the wallet's balance, and one without.
CREATE FUNCTION "provider_answer"(p_status text, p_balance bigint) RETURNS provider_outcome
LANGUAGE sql IMMUTABLE AS $$
	SELECT ROW(jsonb_build_object('status', p_status, 'balance', p_balance), NULL, NULL, NULL, NULL)::provider_outcome
$$;
--> statement-breakpoint
CREATE FUNCTION "provider_answer"(p_status text) RETURNS provider_outcome
LANGUAGE sql IMMUTABLE AS $$
	SELECT ROW(jsonb_build_object('status', p_status), NULL, NULL, NULL, NULL)::provider_outcome
$$;
--> statement-breakpoint
-- One leg of a game movement through ledger_transfer, keyed by the provider's transaction id so a movement
-- happens once. An account that does not exist raises no_data_found (the server creates the clearing
-- account's rows and calls again); any other refusal comes back as the row for the caller to judge.
CREATE FUNCTION "provider_transfer"(
	p_provider text, p_transaction_id text, p_round_id text, p_debit_code text, p_credit_code text,
	p_amount bigint, p_reason text, p_now timestamptz
) RETURNS TABLE (outcome text, transfer_id bigint, debit_after bigint, credit_after bigint, debit_balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v record;
BEGIN
	SELECT * INTO v FROM ledger_transfer('game:' || p_provider || ':' || p_transaction_id, NULL, p_debit_code, NULL,
		p_credit_code, p_amount, p_reason, 'game_round', p_provider || ':' || p_round_id, NULL,
		'provider:' || p_provider, p_now);
	IF v.requested_debit IS NULL OR v.requested_credit IS NULL THEN
		RAISE EXCEPTION 'ledger account % does not exist',
			CASE WHEN v.requested_debit IS NULL THEN p_debit_code ELSE p_credit_code END
			USING ERRCODE = 'no_data_found';
	END IF;
	RETURN QUERY SELECT v.outcome, v.transfer_id, v.debit_after, v.credit_after, v.debit_balance;
END;
$$;
--> statement-breakpoint
-- The round, locked until the transaction ends, so a bet, a win and a rollback of one round never
-- interleave; with the game of the session whose bet opened it (a session never changes game).
CREATE FUNCTION "provider_lock_round"(p_provider text, p_round_id text)
RETURNS TABLE (id bigint, member_id integer, wallet_type_id integer, category text, status text, total_bet bigint,
	total_refund bigint, game_id text)
LANGUAGE sql AS $$
	SELECT r.id, r.member_id, r.wallet_type_id, r.category, r.status, r.total_bet, r.total_refund, g.game_id
	FROM game_rounds r
	JOIN game_sessions s ON s.id = r.session_id
	JOIN games g ON g.id = s.game_pk
	WHERE r.provider_id = p_provider AND r.round_id = p_round_id
	FOR UPDATE OF r
$$;
--> statement-breakpoint
-- Adds to a member's bets, turnover and payout of one Bangkok day, wallet and game category (negative undoes).
CREATE FUNCTION "provider_add_day"(
	p_day date, p_member integer, p_wallet integer, p_category text, p_bets integer, p_turnover bigint,
	p_payout bigint
) RETURNS void LANGUAGE sql AS $$
	INSERT INTO game_daily_totals AS d (day, member_id, wallet_type_id, category, bet_count, turnover, payout)
	VALUES (p_day, p_member, p_wallet, p_category, p_bets, p_turnover, p_payout)
	ON CONFLICT (day, member_id, wallet_type_id, category) DO UPDATE SET bet_count = d.bet_count + excluded.bet_count,
		turnover = d.turnover + excluded.turnover, payout = d.payout + excluded.payout
$$;
--> statement-breakpoint
-- A stake (docs/rules/games.md#provider-protocol): from the session's wallet to the provider clearing
-- account, opening the round or joining it. A bet joins an open round only as the member, wallet and game
-- that opened it, so the round's wins and refunds go to that one wallet.
CREATE FUNCTION "provider_bet"(
	s provider_session, p_provider text, p_transaction_id text, p_round_id text, p_game_id text, p_amount bigint,
	p_now timestamptz, p_session_idle_ms bigint, p_shards integer
) RETURNS provider_outcome LANGUAGE plpgsql AS $$
DECLARE
	v_open boolean;
	v_round record;
	v_moved record;
	v_result provider_outcome;
BEGIN
	IF s.expires_at <= p_now THEN RETURN provider_answer('INVALID_TOKEN'); END IF;
	IF p_game_id <> s.game_id THEN RETURN provider_answer('BAD_REQUEST'); END IF;
	SELECT * INTO v_round FROM provider_lock_round(p_provider, p_round_id);
	v_open := FOUND;
	IF v_open AND (v_round.member_id <> s.member_id OR v_round.wallet_type_id <> s.wallet_type_id
		OR v_round.game_id <> p_game_id) THEN
		RETURN provider_answer('BAD_REQUEST');
	END IF;
	IF v_open AND v_round.status = 'settled' THEN
		RETURN provider_answer('ROUND_CLOSED', provider_balance(s.member_id, s.wallet_type_id));
	END IF;
	IF EXISTS (SELECT 1 FROM rg_check(s.member_id, 'loss', p_amount, p_now)) THEN
		RETURN provider_answer('PLAYER_BLOCKED', provider_balance(s.member_id, s.wallet_type_id));
	END IF;

	SELECT * INTO v_moved FROM provider_transfer(p_provider, p_transaction_id, p_round_id,
		provider_wallet_code(s.member_id, s.wallet_type_id), provider_clearing_code(s.member_id, p_shards), p_amount,
		'game_bet', p_now);
	IF v_moved.outcome = 'refused' THEN
		RETURN provider_answer('INSUFFICIENT_FUNDS', v_moved.debit_balance);
	END IF;

	INSERT INTO game_rounds AS r (provider_id, round_id, session_id, member_id, wallet_type_id, category, total_bet,
		created_at)
	VALUES (p_provider, p_round_id, s.id, s.member_id, s.wallet_type_id, s.category, p_amount, p_now)
	ON CONFLICT (provider_id, round_id) DO UPDATE SET total_bet = r.total_bet + excluded.total_bet;
	PERFORM provider_add_day((p_now AT TIME ZONE 'Asia/Bangkok')::date, s.member_id, s.wallet_type_id, s.category,
		1, p_amount, 0);
	UPDATE game_sessions SET expires_at = p_now + p_session_idle_ms * interval '1 millisecond' WHERE id = s.id;

	v_result := provider_answer('OK', v_moved.debit_after);
	v_result.ledger_transfer_id := v_moved.transfer_id;
	v_result.member_id := s.member_id;
	v_result.wallet_type_id := s.wallet_type_id;
	RETURN v_result;
END;
$$;
--> statement-breakpoint
-- A win (0 for a lost round) into the wallet the round was staked from; may close the round. Only what was
-- bet is settled: a win needs a stake of this member still standing in the round. Wins are accepted after
-- the session expired.
CREATE FUNCTION "provider_win"(
	s provider_session, p_provider text, p_transaction_id text, p_round_id text, p_game_id text, p_amount bigint,
	p_round_closed boolean, p_now timestamptz, p_shards integer
) RETURNS provider_outcome LANGUAGE plpgsql AS $$
DECLARE
	v_round record;
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
-- Refunds an accepted bet of an open round that has had no win; a bet refunded before is answered OK without
-- moving again; a win settles the round's stakes, so a rollback after one refunds nothing. When the bet has not
-- arrived, its transaction id is taken by a tombstone (call 'bet', fingerprint 'rolled-back-before-arrival',
-- answer ROUND_CLOSED), so the bet can never be debited after this rollback was refused; a bet still in flight
-- makes the tombstone's insert wait on the unique key until it commits, and is then refunded as usual.
CREATE FUNCTION "provider_rollback"(
	s provider_session, p_provider text, p_round_id text, p_bet_transaction_id text, p_transaction_id text,
	p_now timestamptz, p_shards integer
) RETURNS provider_outcome LANGUAGE plpgsql AS $$
DECLARE
	v_bet provider_transactions%ROWTYPE;
	v_round record;
	v_moved record;
	v_barred bigint;
	v_result provider_outcome;
BEGIN
	SELECT * INTO v_bet FROM provider_transactions t
	WHERE t.provider_id = p_provider AND t.transaction_id = p_bet_transaction_id FOR UPDATE;
	IF NOT FOUND THEN
		INSERT INTO provider_transactions (provider_id, transaction_id, call, fingerprint, session_id, round_id, amount,
			status, answer, created_at)
		VALUES (p_provider, p_bet_transaction_id, 'bet', 'rolled-back-before-arrival', s.id, p_round_id, 0,
			'ROUND_CLOSED', jsonb_build_object('status', 'ROUND_CLOSED'), p_now)
		ON CONFLICT (provider_id, transaction_id) DO NOTHING
		RETURNING id INTO v_barred;
		IF v_barred IS NULL THEN
			SELECT * INTO v_bet FROM provider_transactions t
			WHERE t.provider_id = p_provider AND t.transaction_id = p_bet_transaction_id FOR UPDATE;
		END IF;
	END IF;
	SELECT * INTO v_round FROM provider_lock_round(p_provider, p_round_id);
	IF NOT FOUND OR v_bet.id IS NULL OR v_bet.call <> 'bet' OR v_bet.status <> 'OK' OR v_bet.round_id <> p_round_id
		OR v_round.member_id <> s.member_id THEN
		RETURN provider_answer('BET_NOT_FOUND');
	END IF;
	IF v_round.status = 'settled' THEN
		RETURN provider_answer('ROUND_CLOSED', provider_balance(v_round.member_id, v_round.wallet_type_id));
	END IF;
	IF v_bet.rolled_back_at IS NOT NULL OR EXISTS (
		SELECT 1 FROM provider_transactions t
		WHERE t.provider_id = p_provider AND t.round_id = p_round_id AND t.call = 'win' AND t.status = 'OK'
	) THEN
		v_result := provider_answer(CASE WHEN v_bet.rolled_back_at IS NOT NULL THEN 'OK' ELSE 'BET_SETTLED' END,
			provider_balance(v_round.member_id, v_round.wallet_type_id));
		v_result.amount := 0;
		RETURN v_result;
	END IF;

	SELECT * INTO v_moved FROM provider_transfer(p_provider, p_transaction_id, p_round_id,
		provider_clearing_code(v_round.member_id, p_shards),
		provider_wallet_code(v_round.member_id, v_round.wallet_type_id), v_bet.amount, 'game_rollback', p_now);
	UPDATE provider_transactions SET rolled_back_at = p_now WHERE id = v_bet.id;
	UPDATE game_rounds SET total_refund = total_refund + v_bet.amount WHERE id = v_round.id;
	-- The refunded stake leaves the turnover of the day it was counted in.
	PERFORM provider_add_day((v_bet.created_at AT TIME ZONE 'Asia/Bangkok')::date, v_round.member_id,
		v_round.wallet_type_id, v_round.category, -1, -v_bet.amount, 0);
	v_result := provider_answer('OK', v_moved.credit_after);
	v_result.amount := v_bet.amount;
	v_result.ledger_transfer_id := v_moved.transfer_id;
	v_result.member_id := v_round.member_id;
	v_result.wallet_type_id := v_round.wallet_type_id;
	RETURN v_result;
END;
$$;
--> statement-breakpoint
-- One seamless-wallet money call (bet, win or rollback) as one statement, so the server sends one round
-- trip per call instead of a dozen (docs/rules/games.md#provider-protocol, docs/PERFORMANCE.md#money-path).
-- The session is found by its token hash, expired ones too (wins and rollbacks are accepted after expiry),
-- and (provider, transaction id) is claimed for it. A claim made before (a retry, or a concurrent copy that
-- waited on the unique key until the first committed) is answered from what was stored: the same answer
-- when the whole request matches (same session, round and fingerprint of the movement's fields), the
-- refusal of a bet a rollback barred, DUPLICATE_TRANSACTION otherwise; nothing moves again. A new claim
-- runs the call and stores its answer, refusals included, so a retry is answered alike. No session:
-- INVALID_TOKEN, nothing claimed.
CREATE FUNCTION "provider_money_call"(
	p_call text, p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_game_id text,
	p_amount bigint, p_round_closed boolean, p_bet_transaction_id text, p_fingerprint text, p_now timestamptz,
	p_session_idle_ms bigint, p_shards integer
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
			p_now, p_shards);
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
