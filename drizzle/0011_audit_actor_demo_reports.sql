ALTER TABLE "question_reports" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "actor_id" integer;