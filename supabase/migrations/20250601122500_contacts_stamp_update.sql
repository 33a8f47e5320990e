-- An enquiry's updated_at is the database's, as on every other table: the admin area sends only
-- the status it changes.
create function private.stamp_contact_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.stamp_contact_update() from public;

create trigger contacts_stamp_update
  before update on public.contacts
  for each row execute function private.stamp_contact_update();
