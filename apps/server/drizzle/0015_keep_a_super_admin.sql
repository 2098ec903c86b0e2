-- D3: the portal always has a super admin. Every write that takes role 0 away from an
-- account (a role change, a plan activation, a deletion) passes through this check in its own
-- transaction, whichever code path made it.
CREATE FUNCTION "keep_a_super_admin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."role" = 0 AND (TG_OP = 'DELETE' OR NEW."role" <> 0) THEN
    -- Two transactions each demoting a different super admin would both see the other one
    -- still in place: the lock makes the second wait, and its count (a new snapshot under
    -- READ COMMITTED) then sees the first one's change.
    PERFORM pg_advisory_xact_lock(hashtext('keep_a_super_admin'));
    IF NOT EXISTS (SELECT 1 FROM "users" WHERE "role" = 0 AND "id" <> OLD."id") THEN
      RAISE EXCEPTION 'the portal needs at least one super admin'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'users_keep_a_super_admin';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_keep_a_super_admin" BEFORE UPDATE OF "role" OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "keep_a_super_admin"();
