-- Every entry of the public directories, in one table (docs/decisions/005-directory-in-one-table.md).
--
-- The columns every directory shares are real columns with their own checks (what the admin
-- editor validates, the database refuses too); what only one directory has (a school's
-- programmes, a club's sport, a collective's type) lives in `details`, an object whose shape
-- the app's directory definitions check when they read it. Visitors read published entries
-- only; administrators read and write everything. Nothing is deleted from the public side:
-- an entry leaves the directory by being archived.

create function private.is_web_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '^https?://[^\s<>"]+$' and char_length(value) <= 500;
$$;

-- Every link a directory keeps in `details` is an http(s) address: never javascript: or data:.
create function private.details_links_are_web(details jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(private.is_web_url(link.value)), true)
  from jsonb_each_text(details) as link
  where link.key in ('facebook', 'instagram', 'linkedin', 'youtube', 'social');
$$;

-- Check constraints run in the writer's role: the roles that may write entries call these.
revoke all on function private.is_web_url(text) from public;
revoke all on function private.details_links_are_web(jsonb) from public;
grant execute on function private.is_web_url(text) to authenticated, service_role;
grant execute on function private.details_links_are_web(jsonb) to authenticated, service_role;

create table public.directory_entries (
  id uuid primary key default gen_random_uuid(),
  directory text not null
    check (directory in ('communities', 'collectives', 'sports', 'schools', 'student_societies', 'media', 'businesses')),
  -- The entry's address within its directory: lowercase a-z, 0-9 and single hyphens.
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  -- The order the directory lists entries in before any sorting a visitor picks.
  sort_order integer not null default 0,
  name text not null check (char_length(btrim(name)) between 1 and 200 and char_length(name) <= 200),
  summary text check (char_length(summary) <= 1000),
  description text check (char_length(description) <= 10000),
  town text check (char_length(town) <= 200),
  region text check (char_length(region) <= 200),
  address text check (char_length(address) <= 500),
  leader_name text check (char_length(leader_name) <= 200),
  leader_title text check (char_length(leader_title) <= 200),
  email text check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text check (char_length(phone) <= 40 and phone ~ '^\+?[0-9][0-9 ()-]*$'),
  website text check (private.is_web_url(website)),
  founded integer check (founded between 1800 and 2100),
  details jsonb not null default '{}'::jsonb
    check (jsonb_typeof(details) = 'object' and octet_length(details::text) <= 50000 and private.details_links_are_web(details)),
  last_verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint directory_entries_slug_key unique (directory, slug)
);

create index directory_entries_listing_idx on public.directory_entries (directory, status, sort_order);
create index directory_entries_updated_by_idx on public.directory_entries (updated_by);

alter table public.directory_entries enable row level security;

revoke all on public.directory_entries from anon, authenticated;
grant select on public.directory_entries to anon, authenticated;
-- What the editor decides; id, created_at, updated_at and updated_by belong to the database.
grant insert (directory, slug, status, sort_order, name, summary, description, town, region, address,
  leader_name, leader_title, email, phone, website, founded, details, last_verified_at)
  on public.directory_entries to authenticated;
grant update (directory, slug, status, sort_order, name, summary, description, town, region, address,
  leader_name, leader_title, email, phone, website, founded, details, last_verified_at)
  on public.directory_entries to authenticated;
grant all on public.directory_entries to service_role;

create policy "Visitors read published entries"
  on public.directory_entries for select to anon
  using (status = 'published');

create policy "Members read published entries, administrators every entry"
  on public.directory_entries for select to authenticated
  using (status = 'published' or (select private.is_admin()));

create policy "Administrators add entries"
  on public.directory_entries for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators change entries"
  on public.directory_entries for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Who changed an entry last, and when: stamped here, whatever the client sends.
create function private.stamp_directory_entry()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  if tg_op = 'INSERT' then
    new.created_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_directory_entry() from public;

create trigger directory_entries_stamp
  before insert or update on public.directory_entries
  for each row execute function private.stamp_directory_entry();

-- Memberships, plan benefits and logos name a community by its slug in public.communities;
-- that table follows the community directory, so a renamed slug carries every row with it.
-- An archived community keeps its row: its members' history still names it.
create function private.follow_community_entry()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.directory <> 'communities' then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.directory = 'communities' and old.slug <> new.slug then
    update public.communities set id = new.slug, name = new.name where id = old.slug;
  end if;
  insert into public.communities (id, name) values (new.slug, new.name)
  on conflict (id) do update set name = excluded.name;
  return null;
end;
$$;
revoke all on function private.follow_community_entry() from public;

create trigger directory_entries_follow_communities
  after insert or update of directory, slug, name on public.directory_entries
  for each row execute function private.follow_community_entry();
