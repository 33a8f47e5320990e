-- Membership requests and observers. A user creates only their own row: a pending request for
-- the paid member plan, or an approved observer row (free, open to all); only administrators
-- approve or reject, and the database records who decided and when.

create table public.community_memberships (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  community_id text not null check (char_length(community_id) between 1 and 200),
  community_name text not null check (char_length(community_name) between 1 and 1000),
  reason text check (char_length(reason) <= 1000),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  membership_type text not null default 'member' check (membership_type in ('observer', 'member')),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  rejection_reason text check (char_length(rejection_reason) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, community_id),
  constraint rejected_has_reason check (status <> 'rejected' or char_length(coalesce(rejection_reason, '')) > 0)
);

create index community_memberships_community_idx on public.community_memberships (community_id);
create index community_memberships_status_idx on public.community_memberships (status);

alter table public.community_memberships enable row level security;

revoke all on public.community_memberships from anon, authenticated;
grant select, delete on public.community_memberships to authenticated;
grant insert (user_id, community_id, community_name, reason, status, membership_type)
  on public.community_memberships to authenticated;
grant update (user_id, community_id, community_name, reason, status, membership_type, decided_by, decided_at,
  rejection_reason, updated_at) on public.community_memberships to authenticated;
grant all on public.community_memberships to service_role;

create policy "Members read their own memberships"
  on public.community_memberships for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Administrators read all memberships"
  on public.community_memberships for select to authenticated
  using ((select private.is_admin()));

create policy "Members request membership or become observers for themselves"
  on public.community_memberships for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (
      (membership_type = 'member' and status = 'pending')
      or (membership_type = 'observer' and status = 'approved')
    )
  );

-- The observer upsert: a member may turn their own row into an approved observer, nothing else.
create policy "Members switch their own row to observer"
  on public.community_memberships for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and membership_type = 'observer' and status = 'approved');

create policy "Administrators decide on memberships"
  on public.community_memberships for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators delete memberships"
  on public.community_memberships for delete to authenticated
  using ((select private.is_admin()));

-- Who decided and when is written by the database; a member can never set it.
create or replace function private.stamp_membership()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if (select private.is_admin()) and tg_op = 'UPDATE' and new.status is distinct from old.status then
    new.decided_by := (select auth.uid());
    new.decided_at := now();
    if new.status <> 'rejected' then
      new.rejection_reason := null;
    end if;
  elsif not (select private.is_admin()) and (select auth.role()) is distinct from 'service_role' then
    new.decided_by := case when tg_op = 'UPDATE' then old.decided_by end;
    new.decided_at := case when tg_op = 'UPDATE' then old.decided_at end;
    new.rejection_reason := case when tg_op = 'UPDATE' and new.status = old.status then old.rejection_reason end;
  end if;
  return new;
end;
$$;

create trigger community_memberships_stamp
  before insert or update on public.community_memberships
  for each row execute function private.stamp_membership();
