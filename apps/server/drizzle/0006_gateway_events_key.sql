-- A gateway event id is unique only within its gateway: the key of gateway_events becomes
-- (gateway, event_id) in the next migration, which drizzle-kit cannot write the drop for.
ALTER TABLE "gateway_events" DROP CONSTRAINT "gateway_events_pkey";
