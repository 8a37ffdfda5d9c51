ALTER TABLE "poll_votes" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_member_request_unique" UNIQUE("poll_id","member_id","request_id");