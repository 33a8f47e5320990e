-- An enquiry's updated_at is the database's, as on the other tables: the admin area sends only
-- the status it changes.
create trigger contacts_touch
  before update on public.contacts
  for each row execute function private.touch_updated_at();
