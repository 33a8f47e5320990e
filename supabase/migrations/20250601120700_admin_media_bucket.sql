-- The admin-media storage bucket: public read, images only, 5 MB; administrators write.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('admin-media', 'admin-media', true, 5242880,
  array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'image/avif'])
on conflict (id) do nothing;

create policy "Anyone reads admin media files"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'admin-media');

create policy "Administrators upload admin media files"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'admin-media' and (select private.is_admin()));

create policy "Administrators replace admin media files"
  on storage.objects for update to authenticated
  using (bucket_id = 'admin-media' and (select private.is_admin()))
  with check (bucket_id = 'admin-media' and (select private.is_admin()));

create policy "Administrators delete admin media files"
  on storage.objects for delete to authenticated
  using (bucket_id = 'admin-media' and (select private.is_admin()));
