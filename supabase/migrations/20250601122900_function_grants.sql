-- Who may call the data API's functions. Hosted projects grant every new function in schema
-- public to anon, authenticated and service_role explicitly (default privileges), so a
-- migration's `revoke all … from public` does not take it from them: signed-out visitors could
-- call mark_decisions_seen() and renew_classified(uuid), which run as their owner, and
-- unread_decisions() and apply_entry_correction(uuid). Each function is now revoked by name
-- from the roles it is not for; tests/backend/rls/function-grants.test.ts compares the
-- catalogue with an allow-list that says why each role may call each function, so a new
-- function needs a decision.
--
-- What the database advisor (splinter) still reports, on purpose:
-- * authenticated_security_definer_function_executable, delete_own_account(text): the account
--   page's UK GDPR self-service deletion; it deletes only the caller's own account (auth.uid(),
--   never an argument) after they confirm with their own e-mail address, and needs to run as
--   its owner because members have no right on auth.users (20250601121300).
-- * the same for mark_decisions_seen(): it sets only the caller's own
--   profiles.decisions_seen_at, to the database's time; members hold no grant on that column,
--   which would let them choose the time.
-- * the same for renew_classified(uuid): it moves only the caller's own approved classified's
--   expiry 30 days ahead, within the 5 active classifieds a member may have; members hold no
--   grant on expires_at, which would let them choose any expiry.
-- * rls_enabled_no_policy, private.checked_event_images: only the check-event-image function
--   writes it (with the service role, through record_event_image_check()) and the events
--   trigger reads it as its owner; no API role is meant to read or write it, so row-level
--   security with no policy is the intent, and the private schema is not exposed.
-- * unused_index, on a new database: no query has run yet; each index serves a listing, a
--   limit's count or a foreign key (the advisor's unindexed_foreign_keys).
-- The contact form's policy "Anyone sends an enquiry" (insert for anon and authenticated) is the
-- one write open to signed-out visitors: the About page's enquiry. Its check forces the new
-- status and normal priority, the grant names the four fields the form sends, and triggers limit
-- it to one row per request and 3 an hour per address, 60 in all (20250601121400). The advisor's
-- rls_policy_always_true flags only a check that is literally true, which this is not.

revoke execute on function public.mark_decisions_seen() from anon;
revoke execute on function public.unread_decisions() from anon;
revoke execute on function public.renew_classified(uuid) from anon;
revoke execute on function public.apply_entry_correction(uuid) from anon;

comment on function public.mark_decisions_seen() is
  'Marks the caller''s decisions seen (profiles.decisions_seen_at of auth.uid(), the database''s time). SECURITY DEFINER because members hold no grant on that column; signed-in members only.';
comment on function public.renew_classified(uuid) is
  'Keeps the caller''s own approved classified public for 30 more days. SECURITY DEFINER because posters hold no grant on expires_at; signed-in members only.';
comment on table private.checked_event_images is
  'Event pictures whose bytes the check-event-image function read. Written through record_event_image_check() with the service role, read by the events trigger as its owner: row-level security with no policy on purpose.';
