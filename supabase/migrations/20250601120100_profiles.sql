-- Member profiles, created from the sign-up metadata by a trigger on auth.users. Each user
-- reads and updates only their own; administrators read all (membership approvals).

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  first_name text check (char_length(first_name) <= 1000),
  last_name text check (char_length(last_name) <= 1000),
  username text check (char_length(username) <= 1000),
  phone text check (char_length(phone) <= 1000),
  city text check (char_length(city) <= 1000),
  region text check (char_length(region) <= 1000),
  children_count text check (children_count in ('0', '1', '2', '3', '4', '5+')),
  newsletter_consent boolean not null default false,
  privacy_policy_accepted boolean not null default false,
  privacy_policy_accepted_at timestamptz,
  privacy_policy_version text check (char_length(privacy_policy_version) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (first_name, last_name, username, phone, city, region, children_count, newsletter_consent,
  privacy_policy_accepted, privacy_policy_version, updated_at) on public.profiles to authenticated;
grant all on public.profiles to service_role;

create policy "Users read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Administrators read all profiles"
  on public.profiles for select to authenticated
  using ((select private.is_admin()));

create policy "Users update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- Runs as the auth server's role in production, which has no rights on public: security definer.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, first_name, last_name, username, phone)
  values (
    new.id,
    new.email,
    left(new.raw_user_meta_data ->> 'first_name', 1000),
    left(new.raw_user_meta_data ->> 'last_name', 1000),
    left(new.raw_user_meta_data ->> 'username', 1000),
    left(new.raw_user_meta_data ->> 'phone', 1000)
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Consent is stamped by the database, so its time cannot be forged by the client.
create or replace function private.stamp_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.privacy_policy_accepted and not coalesce(old.privacy_policy_accepted, false) then
    new.privacy_policy_accepted_at := now();
  elsif not new.privacy_policy_accepted then
    new.privacy_policy_accepted_at := null;
  else
    new.privacy_policy_accepted_at := old.privacy_policy_accepted_at;
  end if;
  return new;
end;
$$;

create trigger profiles_stamp
  before update on public.profiles
  for each row execute function private.stamp_profile();
