-- The admin media library's records (the files themselves are in the admin-media bucket).
-- Everyone sees active files; administrators add, describe and retire them.

create table public.media (
  id uuid primary key default gen_random_uuid(),
  filename text not null check (char_length(filename) <= 300),
  original_name text not null check (char_length(original_name) <= 300),
  file_path text not null check (char_length(file_path) <= 1024),
  file_size bigint not null check (file_size >= 0),
  mime_type text not null check (mime_type like 'image/%'),
  alt_text text check (char_length(alt_text) <= 1000),
  description text check (char_length(description) <= 1000),
  is_active boolean not null default true,
  uploaded_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index media_active_created_idx on public.media (created_at desc) where is_active;

alter table public.media enable row level security;

revoke all on public.media from anon, authenticated;
grant select on public.media to anon, authenticated;
grant insert (filename, original_name, file_path, file_size, mime_type, alt_text, description) on public.media to authenticated;
grant update (alt_text, description, is_active, updated_at) on public.media to authenticated;
grant all on public.media to service_role;

create policy "Anyone sees active media"
  on public.media for select to anon, authenticated
  using (is_active);

create policy "Administrators see all media"
  on public.media for select to authenticated
  using ((select private.is_admin()));

create policy "Administrators add media"
  on public.media for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators change media"
  on public.media for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create trigger media_touch
  before update on public.media
  for each row execute function private.touch_updated_at();
