-- The invitations of a merchant's team (issue 41, decision 053): the link of the SMS a new member
-- gets, whose token sets their password once. Kept as a keyed hash like every token; a new
-- invitation ends the member's older ones.
CREATE TABLE "staff_invitations" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "staff_invitations_staff_idx" ON "staff_invitations" USING btree ("staff_id","created_at");
--> statement-breakpoint
-- Housekeeping deletes an invitation a day after it ended (expired or used).
CREATE INDEX "staff_invitations_ended_idx" ON "staff_invitations" USING btree (least("expires_at", "used_at"));
