CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" in ('view', 'list', 'create', 'update', 'delete', 'download', 'export', 'erase')),
	CONSTRAINT "audit_log_resource_format" CHECK ("audit_log"."resource" ~ '^[a-z][a-z0-9_]{0,62}$')
);
--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
-- The audit log is append-only (issue 12): rows are inserted, never changed or removed, whoever
-- asks. The one exception is `npm run seed`, which rebuilds the whole demo database in one
-- transaction (user ids restart, so old rows must go with the users they name): it says so with
-- `SET LOCAL kaizen.reseeding = 'on'`, and only TRUNCATE honours it.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' AND current_setting('kaizen.reseeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
