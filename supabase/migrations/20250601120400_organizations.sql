-- The organisation directory the admin area keeps: public read, administrators write.

create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 1000),
  category text not null check (category in ('bendruomenes', 'mokyklos', 'menas', 'sielovada', 'sportas', 'studentai', 'ziniasklaida')),
  subcategory text check (char_length(subcategory) <= 1000),
  location text check (char_length(location) <= 1000),
  leader_title text check (char_length(leader_title) <= 1000),
  leader_name text check (char_length(leader_name) <= 1000),
  email text check (char_length(email) <= 1000),
  phone text check (char_length(phone) <= 1000),
  website text check (char_length(website) <= 1000),
  address text check (char_length(address) <= 1000),
  facebook text check (char_length(facebook) <= 1000),
  instagram text check (char_length(instagram) <= 1000),
  description text check (char_length(description) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index organizations_name_idx on public.organizations (name);
create index organizations_category_idx on public.organizations (category);

alter table public.organizations enable row level security;

revoke all on public.organizations from anon, authenticated;
grant select on public.organizations to anon, authenticated;
grant insert, update, delete on public.organizations to authenticated;
grant all on public.organizations to service_role;

create policy "Anyone reads organisations"
  on public.organizations for select to anon, authenticated
  using (true);

create policy "Administrators add organisations"
  on public.organizations for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators change organisations"
  on public.organizations for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators delete organisations"
  on public.organizations for delete to authenticated
  using ((select private.is_admin()));

create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger organizations_touch
  before update on public.organizations
  for each row execute function private.touch_updated_at();
