CREATE TABLE "fare_drills" (
	"session_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"answer_style" text NOT NULL,
	"seed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"given" text,
	"correct" boolean,
	CONSTRAINT "fare_drills_session_id_position_pk" PRIMARY KEY("session_id","position"),
	CONSTRAINT "fare_drills_position" CHECK ("fare_drills"."position" between 0 and 9)
);
--> statement-breakpoint
ALTER TABLE "fare_drills" ADD CONSTRAINT "fare_drills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fare_drills_user_idx" ON "fare_drills" USING btree ("user_id","created_at");