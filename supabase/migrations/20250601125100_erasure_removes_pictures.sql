-- Deleting an account removes the member's pictures, whoever calls the erasure: until now only
-- the account page removed them through Storage before calling delete_own_account(), so a
-- direct call left every picture served at its public address.
--
-- The pictures a member uploads live in a folder named with the account's id in the member
-- buckets (event-images, article-images: their policies let a member write nowhere else).
-- The erasure deletes the storage.objects rows of that folder in every bucket, and any other
-- row the account owns outside admin-media. admin-media is the site's media library, shared
-- content that directory entries and pages name (media rows keep a file with its uploader
-- erased), so an administrator's erasure leaves it.
--
-- Storage serves an object only while its row exists (the embedded backend and hosted Storage
-- both look the row up first), so the public address answers 404 from the commit on. The
-- bytes themselves are Storage's: the embedded backend keeps them on disk unreachable, and on
-- a hosted project they stay in the object store until removed through Storage (the account
-- page still removes them through Storage first, so only other callers leave any; see
-- docs/deploy.md). Newer hosted Storage refuses a direct DELETE on storage.objects through
-- its storage.protect_delete() trigger unless storage.allow_delete_query is 'true'; the
-- function sets it for its own transaction only, as Storage's API does for its deletes.

create or replace function public.delete_own_account(confirm_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  if not exists (
    select 1 from auth.users where id = caller and lower(email) = lower(trim(coalesce(confirm_email, '')))
  ) then
    raise exception 'The confirmation does not match the account''s e-mail address' using errcode = '22023';
  end if;
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects o
  where (storage.foldername(o.name))[1] = caller::text
     or ((o.owner = caller or o.owner_id = caller::text) and o.bucket_id <> 'admin-media');
  perform set_config('storage.allow_delete_query', 'false', true);
  delete from auth.users where id = caller;
end;
$$;

comment on function public.delete_own_account(text) is
  'Deletes the caller''s own account (profile and memberships follow by foreign key) and the Storage rows of their pictures, so Storage no longer serves them. SECURITY DEFINER because members have no grant on auth.users; it deletes only auth.uid(), after the caller confirms with their own e-mail address.';

revoke all on function public.delete_own_account(text) from public, anon;
grant execute on function public.delete_own_account(text) to authenticated;
