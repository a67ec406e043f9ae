CREATE TABLE "question_reveals" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"question_id" text NOT NULL,
	CONSTRAINT "question_reveals_user_id_day_question_id_pk" PRIMARY KEY("user_id","day","question_id")
);
--> statement-breakpoint
ALTER TABLE "attempt_items" ADD COLUMN "correct_answer" smallint;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "marks" jsonb;--> statement-breakpoint
ALTER TABLE "question_reveals" ADD CONSTRAINT "question_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;