-- The header's count of decisions a member has not seen yet: administrators' approvals and
-- rejections of their events, classifieds, corrections and claims since the member last opened
-- their account page.

alter table public.profiles add column decisions_seen_at timestamptz;

-- How many of the caller's submissions were decided since they last looked (0 signed out). Runs
-- as the caller: row-level security limits every count to their own rows.
create function public.unread_decisions()
returns integer
language sql
stable
set search_path = ''
as $$
  with seen as (
    select coalesce((select p.decisions_seen_at from public.profiles p where p.id = (select auth.uid())), '-infinity'::timestamptz) as at
  )
  select (
    (select count(*) from public.events e, seen where e.submitted_by = (select auth.uid()) and e.decided_at > seen.at)
    + (select count(*) from public.classifieds c, seen where c.posted_by = (select auth.uid()) and c.decided_at > seen.at)
    + (select count(*) from public.entry_corrections r, seen where r.submitted_by = (select auth.uid()) and r.decided_at > seen.at)
    + (select count(*) from public.entry_claims l, seen where l.claimant_id = (select auth.uid()) and l.decided_at > seen.at)
  )::integer;
$$;
revoke all on function public.unread_decisions() from public;
grant execute on function public.unread_decisions() to authenticated, service_role;

-- The member has seen their decisions now (the account page lists them). The time is the
-- database's; a call over GET runs read-only and cannot change it.
create function public.mark_decisions_seen()
returns void
language sql
security definer
set search_path = ''
as $$
  update public.profiles set decisions_seen_at = now() where id = (select auth.uid());
$$;
revoke all on function public.mark_decisions_seen() from public;
grant execute on function public.mark_decisions_seen() to authenticated, service_role;
