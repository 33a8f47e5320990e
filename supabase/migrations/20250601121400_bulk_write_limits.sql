-- Limits against floods, in the database so a hosted project enforces them too.
--
-- * Enquiries and membership requests arrive one per request: the app never sends more, so an
--   API caller (anon or authenticated) inserting several rows in one statement is refused.
-- * Enquiries: at most 3 an hour from one e-mail address and 60 an hour in all. The About
--   page's form is the only sender; real traffic is a few a day, and the cap bounds what a
--   script can pour into the administrators' queue.
-- * Memberships name a community that exists: community_id references public.communities
--   instead of being free text, so one member can no longer create thousands of rows.
-- service_role and direct connections (seed, administrators' SQL) are not limited.

-- The communities a membership, plan benefit or logo can name. The directory's own data lives
-- in the app today; this table holds each community's id (its URL slug) and name.
create table public.communities (
  id text primary key check (char_length(id) between 1 and 200),
  name text not null check (char_length(name) between 1 and 1000),
  created_at timestamptz not null default now()
);

alter table public.communities enable row level security;

revoke all on public.communities from anon, authenticated;
grant select on public.communities to anon, authenticated;
grant insert (id, name), update (id, name), delete on public.communities to authenticated;
grant all on public.communities to service_role;

create policy "Anyone reads communities"
  on public.communities for select to anon, authenticated
  using (true);

create policy "Administrators add communities"
  on public.communities for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators change communities"
  on public.communities for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators remove communities"
  on public.communities for delete to authenticated
  using ((select private.is_admin()));

-- Rows that already name a community keep it (a database that has data before this migration).
insert into public.communities (id, name)
select community_id, min(community_name) from public.community_memberships group by community_id
on conflict (id) do nothing;
insert into public.communities (id, name)
select distinct community_id, community_id from public.community_benefits
on conflict (id) do nothing;
insert into public.communities (id, name)
select distinct community_id, community_id from public.community_logos
on conflict (id) do nothing;

-- A renamed slug follows into every row; a community with rows cannot be removed by accident.
alter table public.community_memberships
  add constraint community_memberships_community_id_fkey
  foreign key (community_id) references public.communities (id) on update cascade on delete restrict;
alter table public.community_benefits
  add constraint community_benefits_community_id_fkey
  foreign key (community_id) references public.communities (id) on update cascade on delete restrict;
alter table public.community_logos
  add constraint community_logos_community_id_fkey
  foreign key (community_id) references public.communities (id) on update cascade on delete restrict;

-- One row per statement for API callers.
create function private.refuse_bulk_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.role()) in ('anon', 'authenticated') and (select count(*) from inserted_rows) > 1 then
    raise exception 'Only one row can be added to % per request', tg_table_name
      using errcode = 'P0001', hint = 'Send each row in a request of its own.';
  end if;
  return null;
end;
$$;
revoke all on function private.refuse_bulk_insert() from public;

create trigger contacts_one_per_request
  after insert on public.contacts
  referencing new table as inserted_rows
  for each statement execute function private.refuse_bulk_insert();

create trigger community_memberships_one_per_request
  after insert on public.community_memberships
  referencing new table as inserted_rows
  for each statement execute function private.refuse_bulk_insert();

-- security definer: counts enquiries the caller cannot read. The lock makes concurrent
-- enquiries count one after another, so a burst cannot slip past the limit together.
create function private.limit_enquiry_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  from_address bigint;
  overall bigint;
begin
  if (select auth.role()) not in ('anon', 'authenticated') then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('public.contacts rate limit'));
  select count(*) filter (where lower(c.email) = lower(new.email)), count(*)
    into from_address, overall
  from public.contacts c
  where c.created_at > now() - interval '1 hour';
  if from_address >= 3 or overall >= 60 then
    -- PT429: PostgREST answers with HTTP status 429.
    raise exception 'Too many enquiries; try again later'
      using errcode = 'PT429', hint = 'At most 3 enquiries an hour from one address and 60 in all.';
  end if;
  return new;
end;
$$;
revoke all on function private.limit_enquiry_rate() from public;

create trigger contacts_rate_limit
  before insert on public.contacts
  for each row execute function private.limit_enquiry_rate();
