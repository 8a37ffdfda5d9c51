CREATE INDEX "ledger_member_daily_flows_day_idx" ON "ledger_member_daily_flows" USING btree ("day");--> statement-breakpoint
CREATE INDEX "members_agent_created_idx" ON "members" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_agent_decided_idx" ON "withdrawals" USING btree ("agent_id","status","decided_at");