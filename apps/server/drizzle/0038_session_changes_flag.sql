-- A change announced on `session_changes` is also written down in its transaction
-- (`oneclick.session_changes`, gone at its end), so that the unit of work that made it drops its
-- process's copies of the sessions at its commit and no other does (auth/session-cache.ts).
CREATE OR REPLACE FUNCTION "notify_session_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '');
  PERFORM set_config('oneclick.session_changes', 'announced', true);
  RETURN NULL;
END
$$;
