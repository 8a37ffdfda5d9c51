-- Turnover points at the moment the turnover is booked (docs/rules/points.md#earning, docs/ENGAGEMENT.md
-- "When rewards arrive"), not a minute later by the accrual job: 1 point per full 1,000 ฿ of a member's
-- Bangkok day over every wallet and category of game_daily_totals. A seamless-wallet bet (provider_bet below)
-- and a lotto bill (the server calls the function in the bill's transaction) pay the points the day earns
-- beyond what it was paid, in the same transaction as the stake. The row and the ledger key are the job's own
-- (points_accruals ('turnover', day) holding the total paid, `points:award:accrual:turnover:<member>:<day>:<total>`),
-- and the row moves only from the total read under the lock, so the job, a retry or a second instance never
-- pays a point twice. A per-member advisory lock ('PT', member id) held until the transaction ends makes two
-- bookings of one member take turns, so the second reads the first one's turnover and no threshold is missed.
-- A member cooling off or self-excluded is skipped, as the job skips them (it pays once the exclusion ends).
-- Returns the points paid now.
CREATE FUNCTION "points_accrue_turnover"(
	p_member integer, p_day date, p_now timestamptz, p_satang_per_point bigint, p_created_by text
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	v_earned bigint;
	v_awarded integer;
	v_rows integer;
	v_moved record;
BEGIN
	IF EXISTS (
		SELECT 1 FROM responsible_gaming_settings s
		WHERE s.member_id = p_member AND (s.cool_off_until > p_now OR s.self_excluded_until > p_now)
	) THEN
		RETURN 0;
	END IF;
	PERFORM pg_advisory_xact_lock(x'5054'::integer, p_member);
	SELECT floor(coalesce(sum(g.turnover), 0) / p_satang_per_point)::bigint INTO v_earned
	FROM game_daily_totals g WHERE g.day = p_day AND g.member_id = p_member;
	IF v_earned <= 0 THEN RETURN 0; END IF;
	SELECT a.points INTO v_awarded FROM points_accruals a
	WHERE a.source = 'turnover' AND a.member_id = p_member AND a.source_key = p_day::text;
	v_awarded := coalesce(v_awarded, 0);
	IF v_earned <= v_awarded THEN RETURN 0; END IF;
	IF NOT EXISTS (SELECT 1 FROM ledger_accounts l WHERE l.code = 'member:' || p_member || ':points') THEN
		RETURN 0;
	END IF;
	INSERT INTO points_accruals AS a (source, source_key, member_id, points, updated_at)
	VALUES ('turnover', p_day::text, p_member, v_earned, p_now)
	ON CONFLICT (source, member_id, source_key) DO UPDATE
		SET points = excluded.points, updated_at = excluded.updated_at
		WHERE a.points = v_awarded;
	GET DIAGNOSTICS v_rows = ROW_COUNT;
	-- The job moved the row since it was read: that run pays, this one does not.
	IF v_rows = 0 THEN RETURN 0; END IF;
	SELECT * INTO v_moved FROM ledger_transfer(
		'points:award:accrual:turnover:' || p_member || ':' || p_day::text || ':' || v_earned, NULL, 'system:points_issued',
		NULL, 'member:' || p_member || ':points', v_earned - v_awarded, 'points_earn', 'turnover_day', p_day::text,
		'พอยท์จากยอดเล่นวันที่ ' || p_day::text, p_created_by, p_now);
	IF v_moved.outcome NOT IN ('inserted', 'existing') THEN
		RAISE EXCEPTION 'turnover points of member % on % not paid: %', p_member, p_day, v_moved.outcome;
	END IF;
	RETURN (v_earned - v_awarded)::integer;
END;
$$;
--> statement-breakpoint
-- provider_bet of 0031_provider_money_calls unchanged, but for the turnover points of the day the bet is
-- booked in (the PERFORM after provider_add_day).
CREATE OR REPLACE FUNCTION "provider_bet"(
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
	-- 100,000 satang a point: POINTS_EARNING.turnoverSatangPerPoint (packages/contract/src/points.ts).
	PERFORM points_accrue_turnover(s.member_id, (p_now AT TIME ZONE 'Asia/Bangkok')::date, p_now, 100000,
		'provider:' || p_provider);
	UPDATE game_sessions SET expires_at = p_now + p_session_idle_ms * interval '1 millisecond' WHERE id = s.id;

	v_result := provider_answer('OK', v_moved.debit_after);
	v_result.ledger_transfer_id := v_moved.transfer_id;
	v_result.member_id := s.member_id;
	v_result.wallet_type_id := s.wallet_type_id;
	RETURN v_result;
END;
$$;
