-- Events in the database: the sample events of the app (supabase/seeds/events.sql) and those
-- members propose. A member's proposal waits as 'pending' until an administrator approves it
-- ('approved': public on /renginiai, on the home page and in the calendar feed) or rejects it
-- with a reason the member reads in their account. Start and end are instants; the app shows
-- and enters them in UK time (Europe/London). An all-day event runs from midnight to midnight,
-- UK time.
--
-- Limits against abuse live here, not in the form: at most 10 proposals per member in 24 hours,
-- bounded text, plain text only, https links only, a start in the future, an end after the
-- start, an image only from the member's own folder of the event-images bucket (which itself
-- takes JPEG, PNG and WebP up to 2 MB).

create table public.events (
  id uuid primary key default gen_random_uuid(),
  -- The event's address on /renginiai (#slug) and its calendar UID. Derived from the title on
  -- insert through the API, and whenever a writer leaves it empty (private.stamp_new_event), so
  -- a proposal cannot take another's.
  slug text not null default '' unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 90),
  title text not null check (char_length(btrim(title)) between 3 and 120 and char_length(title) <= 120),
  description text not null check (char_length(btrim(description)) between 10 and 2000 and char_length(description) <= 2000),
  category text not null check (category in ('Kultūra', 'Verslas', 'Švietimas', 'Sportas')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  all_day boolean not null default false,
  venue text check (char_length(venue) <= 200),
  town text not null check (char_length(btrim(town)) between 2 and 80 and char_length(town) <= 80),
  region text not null check (region in ('Anglija', 'Škotija', 'Velsas', 'Šiaurės Airija', 'Nuotoliu')),
  -- The organiser: a directory entry, or a name in free text (or neither).
  organiser_entry_id uuid references public.directory_entries (id) on delete set null,
  organiser_name text check (char_length(organiser_name) <= 120),
  link text check (link ~ '^https://[^\s<>"]+$' and char_length(link) <= 500),
  -- Registration by e-mail to the organiser; without one, the page says online registration is not available.
  registration_email text check (registration_email ~ '^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$' and char_length(registration_email) <= 254),
  -- GBP; null is free.
  price numeric(8, 2) check (price between 0 and 10000),
  expected_attendees integer check (expected_attendees between 1 and 100000),
  -- An object of the event-images bucket ('<submitter id>/<file>'); without one, the category's picture.
  image_path text check (image_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,100}\.(jpe?g|png|webp)$'),
  featured boolean not null default false,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  rejection_reason text check (char_length(rejection_reason) <= 500),
  submitted_by uuid default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  constraint events_end_after_start check (ends_at > starts_at),
  constraint events_rejection_has_reason check (status <> 'rejected' or char_length(btrim(coalesce(rejection_reason, ''))) >= 3)
);

-- The public list (approved, by start), a member's own proposals, the moderation queue.
create index events_approved_by_start_idx on public.events (starts_at) where status = 'approved';
create index events_submitted_by_idx on public.events (submitted_by, created_at desc);
create index events_pending_idx on public.events (created_at) where status = 'pending';
create index events_organiser_entry_idx on public.events (organiser_entry_id);
create index events_decided_by_idx on public.events (decided_by);

alter table public.events enable row level security;

revoke all on public.events from anon, authenticated;
grant select on public.events to anon, authenticated;
-- What a member decides when proposing; the slug, status, stamps and author are the database's.
grant insert (title, description, category, starts_at, ends_at, all_day, venue, town, region, organiser_entry_id, organiser_name, link, registration_email, price, expected_attendees, image_path)
  on public.events to authenticated;
-- What an administrator decides (the policy below admits administrators only).
grant update (title, description, category, starts_at, ends_at, all_day, venue, town, region, organiser_entry_id, organiser_name, link, registration_email, price, expected_attendees, image_path, featured, status, rejection_reason)
  on public.events to authenticated;
grant delete on public.events to authenticated;
grant all on public.events to service_role;

create policy "Approved events are public; members read their own; administrators all"
  on public.events for select to anon, authenticated
  using (status = 'approved' or submitted_by = (select auth.uid()) or (select private.is_admin()));

create policy "Members propose events as themselves"
  on public.events for insert to authenticated
  with check (submitted_by = (select auth.uid()));

create policy "Administrators decide and edit events"
  on public.events for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators remove events"
  on public.events for delete to authenticated
  using ((select private.is_admin()));

-- Storage checks a picture's declared type and size, never its bytes: a program renamed .png
-- and sent as image/png is stored. The check-event-image function (supabase/functions/) reads
-- each uploaded picture's first bytes and records here the ones that really are JPEG, PNG or
-- WebP; a proposal may name only a picture recorded here. Only that function (with the
-- service role) records; nobody reads this table through the API.
create table private.checked_event_images (
  object_name text primary key check (object_name ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,100}\.(jpe?g|png|webp)$'),
  mime text not null check (mime in ('image/jpeg', 'image/png', 'image/webp')),
  checked_at timestamptz not null default now()
);
alter table private.checked_event_images enable row level security;
revoke all on private.checked_event_images from public, anon, authenticated;

create function public.record_event_image_check(object_name text, mime text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.checked_event_images (object_name, mime)
  select o.name, record_event_image_check.mime
  from storage.objects o
  where o.bucket_id = 'event-images' and o.name = record_event_image_check.object_name
  on conflict on constraint checked_event_images_pkey do update set mime = excluded.mime, checked_at = now();
$$;
revoke all on function public.record_event_image_check(text, text) from public, anon, authenticated;
grant execute on function public.record_event_image_check(text, text) to service_role;

-- Refuses what a member must not write, each with the Lithuanian words the form shows (PT422:
-- the data API answers HTTP 422). The checks on the table stay as the last line for every writer.
create function private.refuse_bad_event(e public.events)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  field text;
begin
  foreach field in array array[e.title, e.description, e.venue, e.town, e.organiser_name] loop
    if private.has_markup(field) then
      raise exception 'Renginio aprašyme negali būti HTML žymių: rašykite paprastą tekstą.' using errcode = 'PT422';
    end if;
  end loop;
  if e.link is not null and e.link !~ '^https://[^\s<>"]+$' then
    raise exception 'Nuoroda turi prasidėti „https://“.' using errcode = 'PT422';
  end if;
  if e.ends_at <= e.starts_at then
    raise exception 'Renginys turi baigtis vėliau, nei prasideda.' using errcode = 'PT422';
  end if;
  if e.starts_at < now() then
    raise exception 'Renginio pradžia jau praėjo: pasirinkite būsimą datą.' using errcode = 'PT422';
  end if;
  if e.starts_at > now() + interval '2 years' or e.ends_at > e.starts_at + interval '31 days' then
    raise exception 'Siūlyti galima renginius, prasidedančius per artimiausius 2 metus ir trunkančius ne ilgiau kaip mėnesį.' using errcode = 'PT422';
  end if;
  -- An organiser from the directory must be one visitors can open; the entry's id alone (a
  -- draft's, say) is not enough.
  if e.organiser_entry_id is not null
     and not exists (select 1 from public.directory_entries d where d.id = e.organiser_entry_id and d.status = 'published') then
    raise exception 'Organizatorius turi būti paskelbtas katalogo įrašas.' using errcode = 'PT422';
  end if;
  if e.image_path is not null and split_part(e.image_path, '/', 1) <> e.submitted_by::text then
    raise exception 'Paveikslėlis turi būti įkeltas iš jūsų paskyros.' using errcode = 'PT422';
  end if;
  if e.image_path is not null and not exists (select 1 from private.checked_event_images c where c.object_name = e.image_path) then
    raise exception 'Paveikslėlis nepatikrintas: įkelkite jį per renginio formą.' using errcode = 'PT422';
  end if;
end;
$$;
revoke all on function private.refuse_bad_event(public.events) from public;

-- At most `max_per_day` rows written by one member in the last 24 hours of a table (PT429: the
-- data API answers HTTP 429). The per-member lock makes one member's concurrent inserts count
-- one after another. security definer: the count includes rows the member can no longer read.
create function private.refuse_over_daily_limit(tbl regclass, author_column name, author uuid, max_per_day integer, message text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent bigint;
begin
  if author is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(tbl::text || ' daily limit ' || author::text, 0));
  execute format('select count(*) from %s where %I = $1 and created_at > now() - interval ''24 hours''', tbl, author_column)
    into recent using author;
  if recent >= max_per_day then
    raise exception '%', message using errcode = 'PT429', hint = 'Pabandykite vėl rytoj.';
  end if;
end;
$$;
revoke all on function private.refuse_over_daily_limit(regclass, name, uuid, integer, text) from public;

-- A proposal through the API: the author, slug, status and stamps are the database's; the
-- limits above and at most 10 proposals per member in 24 hours. security definer: the count
-- includes proposals the member can no longer see (none today, but a policy may change).
-- The per-member lock makes one member's concurrent proposals count one after another.
create function private.stamp_new_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.role()) in ('anon', 'authenticated') then
    new.submitted_by := (select auth.uid());
    new.status := 'pending';
    new.featured := false;
    new.rejection_reason := null;
    new.decided_at := null;
    new.decided_by := null;
    new.created_at := now();
    new.slug := '';
    perform private.refuse_bad_event(new);
    perform private.refuse_over_daily_limit('public.events', 'submitted_by', new.submitted_by, 10,
      'Per daug pasiūlymų: per parą galite pasiūlyti ne daugiau kaip 10 renginių.');
  end if;
  if new.slug = '' then
    new.slug := private.chat_slug(new.title) || '-' || left(replace(new.id::text, '-', ''), 6);
  end if;
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.stamp_new_event() from public;

create trigger events_stamp_new
  before insert on public.events
  for each row execute function private.stamp_new_event();

-- A change: when the status changes, who decided and when; a rejection needs its reason (the
-- table's check), an approval clears an old one. Plain text and links hold for administrators too.
create function private.stamp_event_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.status is distinct from old.status then
    new.decided_at := now();
    new.decided_by := (select auth.uid());
    if new.status <> 'rejected' then
      new.rejection_reason := null;
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_event_change() from public;

create trigger events_stamp_change
  before update on public.events
  for each row execute function private.stamp_event_change();

-- Pictures of proposed events: public to read (the page shows them), each member writes only
-- in their own folder; JPEG, PNG or WebP, at most 2 MB, refused by the bucket itself.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('event-images', 'event-images', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

-- One policy per action and role (as the advisor asks): each joins the admin-media bucket's.
drop policy "Administrators read admin media files" on storage.objects;
create policy "Event images are public; admin media files for administrators"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'event-images' or (bucket_id = 'admin-media' and (select private.is_admin())));

drop policy "Administrators upload admin media files" on storage.objects;
create policy "Members upload event images to their own folder; administrators admin media"
  on storage.objects for insert to authenticated
  with check (
    (bucket_id = 'event-images' and (storage.foldername(name))[1] = (select auth.uid())::text)
    or (bucket_id = 'admin-media' and (select private.is_admin()))
  );

drop policy "Administrators delete admin media files" on storage.objects;
create policy "Members remove their event images; administrators any event image and admin media"
  on storage.objects for delete to authenticated
  using (
    (bucket_id = 'event-images' and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin())))
    or (bucket_id = 'admin-media' and (select private.is_admin()))
  );

-- The subscribable calendar of approved events, served by the data API itself so that it is
-- current the moment an event is approved, with no rebuild of the site
-- (docs/decisions/010-events-in-the-database.md). A calendar app sends no API key header and
-- accepts anything: PostgREST's "any" media type handler (a function returning the domain
-- "*/*") answers every Accept, with the Content-Type set through response.headers. The key
-- comes as the `apikey` query parameter, which the gateway reads; the function takes it as an
-- argument too, so the call also works where the parameter reaches PostgREST.
-- src/features/events/ics.ts writes the same calendar for one event's download; a backend
-- test compares the two.
create domain public."*/*" as bytea;

-- RFC 5545 TEXT: backslash, semicolon, comma and line ends escaped.
create function private.ics_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(coalesce(value, ''), '\', '\\'), ';', '\;'), ',', '\,'), E'\r\n', '\n'), E'\n', '\n');
$$;

-- A content line folded at 75 octets of UTF-8 (74 after the first: continuations start with a
-- space), never inside a character.
create function private.ics_fold(line text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  folded text := '';
  current_part text := '';
  part_size integer := 0;
  part_limit integer := 75;
  letter text;
begin
  foreach letter in array regexp_split_to_array(line, '') loop
    if part_size + octet_length(letter) > part_limit then
      folded := folded || current_part || E'\r\n ';
      current_part := '';
      part_size := 0;
      part_limit := 74;
    end if;
    current_part := current_part || letter;
    part_size := part_size + octet_length(letter);
  end loop;
  return folded || current_part;
end;
$$;

create function private.ics_local(at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select to_char(at at time zone 'Europe/London', 'YYYYMMDD"T"HH24MISS');
$$;

create function public.events_calendar(site text default null, apikey text default null)
returns public."*/*"
language plpgsql
stable
set search_path = ''
as $$
declare
  -- Links in the calendar point to the site that offered it; anything but a plain http(s)
  -- origin is ignored.
  site_url text := case when site ~ '^https?://[A-Za-z0-9.:-]+$' then site else 'https://lietuviai-jk.example' end;
  lines text[];
begin
  perform set_config('response.headers', '[{"Content-Type": "text/calendar; charset=utf-8"}, {"Cache-Control": "public, max-age=300"}]', true);
  lines := array[
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lietuviai JK//Renginiai//LT', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    'X-WR-CALNAME:Lietuviai JK renginiai', 'X-WR-TIMEZONE:Europe/London',
    'BEGIN:VTIMEZONE', 'TZID:Europe/London',
    'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0000', 'TZOFFSETTO:+0100', 'TZNAME:BST', 'DTSTART:19700329T010000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'END:DAYLIGHT',
    'BEGIN:STANDARD', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0000', 'TZNAME:GMT', 'DTSTART:19701025T020000', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'END:STANDARD',
    'END:VTIMEZONE'
  ];
  select lines || coalesce(array_agg(line order by e.starts_at, e.slug, n), '{}')
  into lines
  from public.events e
  cross join lateral unnest(array[
    'BEGIN:VEVENT',
    'UID:' || e.slug || '@lietuviai-jk',
    'DTSTAMP:' || to_char(now() at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"'),
    case when e.all_day then 'DTSTART;VALUE=DATE:' || to_char(e.starts_at at time zone 'Europe/London', 'YYYYMMDD')
         else 'DTSTART;TZID=Europe/London:' || private.ics_local(e.starts_at) end,
    case when e.all_day then 'DTEND;VALUE=DATE:' || to_char(e.ends_at at time zone 'Europe/London', 'YYYYMMDD')
         else 'DTEND;TZID=Europe/London:' || private.ics_local(e.ends_at) end,
    'SUMMARY:' || private.ics_text(e.title),
    'LOCATION:' || private.ics_text(concat_ws(', ', nullif(e.venue, ''), e.town)),
    'DESCRIPTION:' || private.ics_text(e.description),
    'CATEGORIES:' || private.ics_text(e.category),
    'URL:' || site_url || '/renginiai#' || e.slug,
    'END:VEVENT'
  ]) with ordinality as l(line, n)
  where e.status = 'approved';
  lines := lines || array['END:VCALENDAR'];
  return convert_to((select string_agg(private.ics_fold(u.line), E'\r\n' order by u.n) from unnest(lines) with ordinality as u(line, n)) || E'\r\n', 'UTF8');
end;
$$;

revoke all on function private.ics_text(text) from public;
revoke all on function private.ics_fold(text) from public;
revoke all on function private.ics_local(timestamptz) from public;
grant execute on function private.ics_text(text), private.ics_fold(text), private.ics_local(timestamptz) to anon, authenticated, service_role;
revoke all on function public.events_calendar(text, text) from public;
grant execute on function public.events_calendar(text, text) to anon, authenticated, service_role;
