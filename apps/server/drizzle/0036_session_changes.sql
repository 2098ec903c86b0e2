-- A committed change to what a signed-in request's session is read from (the session, its account,
-- the account's second factors) is announced on `session_changes`: every process listening drops
-- its copies of the sessions (auth/session-cache.ts). A new session is in no copy: inserts are quiet.
CREATE FUNCTION "notify_session_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_session_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_session_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"();
--> statement-breakpoint
CREATE TRIGGER "totp_credentials_notify_session_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "totp_credentials"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"();
--> statement-breakpoint
CREATE TRIGGER "passkeys_notify_session_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "passkeys"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"();
