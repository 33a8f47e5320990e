-- A public bucket serves its files by URL with no policy at all: Storage reads the object as
-- itself. The SELECT policy open to everyone only let anyone list every file of admin-media.
-- The object rows are now read by administrators alone, who manage the files (replacing and
-- removing them reads the row too).

drop policy "Anyone reads admin media files" on storage.objects;

create policy "Administrators read admin media files"
  on storage.objects for select to authenticated
  using (bucket_id = 'admin-media' and (select private.is_admin()));
