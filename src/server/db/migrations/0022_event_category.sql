ALTER TABLE "events" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
-- hand-written
-- Events from before categories: the committee can change any of these in the event's dialog.
UPDATE "events" SET "category" = 'sports'
  WHERE "name" ~* '(cricket|football|futsal|kabaddi|kho[ -]?kho|volleyball|basketball|badminton|table tennis|tennis|hockey|chess|carrom|athletic|marathon|\mrun\M|race|tournament|sports)';
--> statement-breakpoint
UPDATE "events" SET "category" = 'festival'
  WHERE "category" = 'other'
    AND "name" ~* '(ganesh|ganpati|diwali|holi|navratri|dussehra|janmashtami|festival|utsav|puja|pooja|aarti|rangoli)';
