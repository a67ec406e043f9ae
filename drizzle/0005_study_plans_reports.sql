CREATE TABLE "question_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"problem" text NOT NULL,
	"detail" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"test_date" date,
	"county" text,
	"reminders" boolean DEFAULT false NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_reminded_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_reports_question_idx" ON "question_reports" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_reports_created_idx" ON "question_reports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "study_plans_token_idx" ON "study_plans" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "study_plans_reminders_idx" ON "study_plans" USING btree ("reminders") WHERE "study_plans"."reminders";