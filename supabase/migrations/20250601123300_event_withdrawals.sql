-- Events withdrawn after they were public: an approved event deleted, or moved out of
-- 'approved'. A calendar app that subscribed to the portal's calendars keeps every event it has
-- seen until the calendar says otherwise, so the calendars list a withdrawn event for 60 days
-- with STATUS:CANCELLED (RFC 5545), under the same UID and a higher SEQUENCE. Its public facts
-- only (what the calendars showed), so anyone may read it; the database alone writes it.
create table public.event_withdrawals (
  id bigint generated always as identity primary key,
  slug text not null check (char_length(slug) <= 200),
  title text not null check (char_length(title) <= 200),
  category text not null check (char_length(category) <= 80),
  -- The organiser entry, for its community's calendar (null: none, or since removed).
  organiser_entry_id uuid references public.directory_entries (id) on delete set null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  all_day boolean not null,
  withdrawn_at timestamptz not null default now()
);

create index event_withdrawals_withdrawn_at_idx on public.event_withdrawals (withdrawn_at);
create index event_withdrawals_organiser_entry_idx on public.event_withdrawals (organiser_entry_id);

alter table public.event_withdrawals enable row level security;

revoke all on public.event_withdrawals from anon, authenticated;
grant select on public.event_withdrawals to anon, authenticated;
grant all on public.event_withdrawals to service_role;

create policy "Everyone reads the withdrawals of public events"
  on public.event_withdrawals for select to anon, authenticated
  using (true);

-- After an approved event is deleted or leaves 'approved' (security definer: nobody writes the
-- table through the API). An event approved again comes back under its UID; its withdrawal stays
-- until it ages out, and the calendars list the event itself instead.
create function private.record_event_withdrawal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'approved' and (tg_op = 'DELETE' or new.status <> 'approved') then
    insert into public.event_withdrawals (slug, title, category, organiser_entry_id, starts_at, ends_at, all_day)
    values (old.slug, old.title, old.category, old.organiser_entry_id, old.starts_at, old.ends_at, old.all_day);
    delete from public.event_withdrawals where withdrawn_at < now() - interval '60 days';
  end if;
  return null;
end;
$$;
revoke all on function private.record_event_withdrawal() from public, anon, authenticated;

create trigger events_record_withdrawal
  after update of status or delete on public.events
  for each row execute function private.record_event_withdrawal();
