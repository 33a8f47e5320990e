-- Deleting an account takes a deliberate confirmation: the caller's own e-mail address, which
-- the account page sends after checking the password. A bare call (a crafted link, a prefetch,
-- a mistaken script) no longer matches the function and deletes nothing; a call with another
-- address is refused. Calls over GET and HEAD stay read-only and cannot delete either way.

drop function if exists public.delete_own_account();

create function public.delete_own_account(confirm_email text)
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
  delete from auth.users where id = caller;
end;
$$;

comment on function public.delete_own_account(text) is
  'Deletes the caller''s own account (profile and memberships follow by foreign key). SECURITY DEFINER because members have no grant on auth.users; it deletes only auth.uid(), after the caller confirms with their own e-mail address.';

revoke all on function public.delete_own_account(text) from public, anon;
grant execute on function public.delete_own_account(text) to authenticated;
