-- The event-images bucket's object rows were readable by everyone, so anyone could list every
-- member's pictures, proposals still pending or rejected among them, and each uploader's
-- account id (the folder name). A public bucket serves a picture by its URL with no policy at
-- all (Storage reads the object as itself), so the pages need no read policy: the rows are now
-- read by their uploader (the first folder of the name is the account's id) and by
-- administrators alone, and signed-out visitors read none. The uploader still reads their own
-- rows, which the picture check (run as the member) and a removal need. admin-media stays the
-- administrators' alone; one policy per action and role, as before.

drop policy "Event images are public; admin media files for administrators" on storage.objects;

create policy "Uploaders read their event images; administrators every event image and admin media"
  on storage.objects for select to authenticated
  using (
    (bucket_id = 'event-images' and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin())))
    or (bucket_id = 'admin-media' and (select private.is_admin()))
  );
