CREATE TABLE "attempt_items" (
	"attempt_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"question_id" text NOT NULL,
	"option_order" smallint[] NOT NULL,
	"selected" smallint,
	"flagged" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"correct" boolean,
	CONSTRAINT "attempt_items_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"county" text,
	"vehicle_type" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"score" integer,
	"total" integer NOT NULL,
	"parts" jsonb,
	CONSTRAINT "attempts_score" CHECK ("attempts"."score" is null or "attempts"."score" between 0 and "attempts"."total")
);
--> statement-breakpoint
CREATE TABLE "entry_test_sittings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entry_test_sittings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"sat_on" date NOT NULL,
	"industry_passed" boolean NOT NULL,
	"area_passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every saved result becomes a submitted attempt, so no learner's history is lost (issue 18).
-- The options' shown order was never stored, so a migrated answer keeps only whether it was right.
ALTER TABLE "attempts" ADD COLUMN "legacy_result_id" integer;--> statement-breakpoint
INSERT INTO "attempts" ("user_id", "test_id", "vehicle_type", "started_at", "deadline_at", "submitted_at", "status", "score", "total", "legacy_result_id")
SELECT "user_id", "test_id", "vehicle_type", "date_taken", "date_taken", "date_taken", 'submitted', "score", "total_questions", "id" FROM "practice_results";--> statement-breakpoint
INSERT INTO "attempt_items" ("attempt_id", "position", "question_id", "option_order", "selected", "flagged", "answered_at", "correct")
SELECT a."id", (e.ord - 1)::smallint, e.value->>'questionId', '{0,1,2,3}', NULL, false, a."submitted_at", (e.value->>'correct')::boolean
FROM "attempts" a JOIN "practice_results" r ON r."id" = a."legacy_result_id"
CROSS JOIN LATERAL jsonb_array_elements(r."answers") WITH ORDINALITY AS e(value, ord);--> statement-breakpoint
ALTER TABLE "attempts" DROP COLUMN "legacy_result_id";--> statement-breakpoint
DROP TABLE "practice_results" CASCADE;--> statement-breakpoint
ALTER TABLE "attempt_items" ADD CONSTRAINT "attempt_items_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_test_sittings" ADD CONSTRAINT "entry_test_sittings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_user_status_idx" ON "attempts" USING btree ("user_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "entry_test_sittings_user_idx" ON "entry_test_sittings" USING btree ("user_id","sat_on");