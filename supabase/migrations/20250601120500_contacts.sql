-- Contact enquiries from the About page. Anyone may send one; the database forces the new
-- status and normal priority; only administrators read, change or delete them.

create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320 and email like '%_@_%'),
  phone text check (char_length(phone) <= 50),
  message text not null check (char_length(message) between 1 and 1000),
  status text not null default 'new' check (status in ('new', 'in_progress', 'resolved')),
  priority text not null default 'normal' check (priority in ('high', 'normal', 'low')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index contacts_created_at_idx on public.contacts (created_at desc);

alter table public.contacts enable row level security;

revoke all on public.contacts from anon, authenticated;
grant insert (name, email, phone, message) on public.contacts to anon, authenticated;
grant select, delete on public.contacts to authenticated;
grant update (status, priority, updated_at) on public.contacts to authenticated;
grant all on public.contacts to service_role;

create policy "Anyone sends an enquiry"
  on public.contacts for insert to anon, authenticated
  with check (status = 'new' and priority = 'normal');

create policy "Administrators read enquiries"
  on public.contacts for select to authenticated
  using ((select private.is_admin()));

create policy "Administrators change enquiries"
  on public.contacts for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators delete enquiries"
  on public.contacts for delete to authenticated
  using ((select private.is_admin()));
