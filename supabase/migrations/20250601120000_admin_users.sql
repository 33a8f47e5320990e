-- Administrators and the one admin check every policy uses. An administrator is a row here
-- with is_active = true whose id is the auth user's id; claims in
-- user_metadata are never trusted.

create schema if not exists private;

create table public.admin_users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  first_name text,
  last_name text,
  role text not null default 'admin' check (role in ('super_admin', 'admin', 'editor')),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create index admin_users_active_idx on public.admin_users (id) where is_active;

alter table public.admin_users enable row level security;

revoke all on public.admin_users from anon, authenticated;
grant select on public.admin_users to authenticated;
grant all on public.admin_users to service_role;

-- security definer: reads admin_users as its owner, so no policy on admin_users recurses.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users a
    where a.id = (select auth.uid()) and a.is_active
  );
$$;

revoke all on function private.is_admin() from public;
grant usage on schema private to anon, authenticated, service_role;
grant execute on function private.is_admin() to anon, authenticated, service_role;

create policy "Administrators read their own admin row"
  on public.admin_users for select to authenticated
  using (id = (select auth.uid()));

create policy "Active administrators read all admin rows"
  on public.admin_users for select to authenticated
  using ((select private.is_admin()));
