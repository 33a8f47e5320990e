-- Findings of Supabase's database advisor:
-- * Multiple permissive policies for one table, action and role: Postgres evaluates every one of
--   them for every row. Each pair becomes one policy whose condition is the OR of the two, which
--   is exactly how Postgres combined them (permissive policies are OR-ed, USING and WITH CHECK
--   alike), so nobody gains or loses access.
-- * Unindexed foreign keys: deleting an account sets these columns to null, which scanned the
--   whole table without an index.
-- * public.delete_own_account() is a SECURITY DEFINER function reachable through the data API.
--   That is intended: it is the UK GDPR self-service deletion of the account page, it deletes
--   only the caller's own auth.users row (auth.uid(), never an argument), anon cannot execute it,
--   and calls over GET or HEAD run read-only, so a link or a prefetch cannot trigger it.

drop policy "Administrators read their own admin row" on public.admin_users;
drop policy "Active administrators read all admin rows" on public.admin_users;
create policy "Administrators read their own row, active administrators every row"
  on public.admin_users for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

drop policy "Users read their own profile" on public.profiles;
drop policy "Administrators read all profiles" on public.profiles;
create policy "Users read their own profile, administrators every profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

drop policy "Members read their own memberships" on public.community_memberships;
drop policy "Administrators read all memberships" on public.community_memberships;
create policy "Members read their own memberships, administrators every membership"
  on public.community_memberships for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

drop policy "Members switch their own row to observer" on public.community_memberships;
drop policy "Administrators decide on memberships" on public.community_memberships;
-- A member may only turn their own row into an approved observer; administrators decide any row.
create policy "Members become observers, administrators decide"
  on public.community_memberships for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()))
  with check (
    (user_id = (select auth.uid()) and membership_type = 'observer' and status = 'approved')
    or (select private.is_admin())
  );

drop policy "Anyone sees active media" on public.media;
drop policy "Administrators see all media" on public.media;
create policy "Visitors see active media"
  on public.media for select to anon
  using (is_active);
create policy "Members see active media, administrators all media"
  on public.media for select to authenticated
  using (is_active or (select private.is_admin()));

create index community_memberships_decided_by_idx on public.community_memberships (decided_by);
create index media_uploaded_by_idx on public.media (uploaded_by);

