CREATE TABLE "map_drills" (
	"session_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"county" text NOT NULL,
	"mode" text NOT NULL,
	"kind" text NOT NULL,
	"drill" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"given" text,
	"correct" boolean,
	CONSTRAINT "map_drills_session_id_position_pk" PRIMARY KEY("session_id","position"),
	CONSTRAINT "map_drills_position" CHECK ("map_drills"."position" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "map_drills" ADD CONSTRAINT "map_drills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "map_drills_user_idx" ON "map_drills" USING btree ("user_id","created_at");