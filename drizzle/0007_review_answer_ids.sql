CREATE TABLE "review_answers" (
	"user_id" integer NOT NULL,
	"answer_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"selected" smallint NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_answers_user_id_answer_id_pk" PRIMARY KEY("user_id","answer_id")
);
--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_answers_received_idx" ON "review_answers" USING btree ("received_at");