-- Nobody reads which account proposed an event or posted a classified, or which administrator
-- decided it: anyone could ask the data API for events.submitted_by and decided_by, or
-- classifieds.posted_by and decided_by, of every public row. As articles already do for
-- visitors, the columns the pages show are granted one by one, and the account columns are
-- left out, for members too: the policies show every approved row to any member, so a grant
-- to authenticated would hand every poster's id to every member.
--
-- A member reads their own proposals and classifieds through own_events() and
-- own_classifieds(), which keep to the caller's rows and return them without who decided.
-- The policies, triggers and security definer functions still read the columns as before.
--
-- A column added to either table later is readable only once a migration grants it.

revoke select on public.events from anon, authenticated;
grant select (id, slug, title, description, category, starts_at, ends_at, all_day, venue, town, region,
              organiser_entry_id, organiser_name, link, registration_email, price, expected_attendees, image_path,
              featured, status, rejection_reason, created_at, updated_at, decided_at, postcode, latitude, longitude,
              location_precision)
  on public.events to anon, authenticated;

revoke select on public.classifieds from anon, authenticated;
grant select (id, title, body, category, price, town, contact, contact_email, author_name, status, rejection_reason,
              hidden_at, expires_at, created_at, updated_at, decided_at)
  on public.classifieds to anon, authenticated;

-- A member reports or replies to a public classified that is not their own. The policies read
-- the poster in the member's role, which no longer may; one security definer check reads it.
create function private.classified_open_to_caller(classified uuid, for_reply boolean)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.classifieds c
    where c.id = classified and private.classified_is_public(c)
      and (not for_reply or c.contact = 'portal')
      and c.posted_by is distinct from (select auth.uid())
  );
$$;
revoke all on function private.classified_open_to_caller(uuid, boolean) from public;
grant execute on function private.classified_open_to_caller(uuid, boolean) to authenticated, service_role;

drop policy "Members report classifieds they see" on public.classified_reports;
create policy "Members report classifieds they see"
  on public.classified_reports for insert to authenticated
  with check (reporter_id = (select auth.uid()) and private.classified_open_to_caller(classified_id, false));

drop policy "Members reply to public classifieds that ask for replies through the portal" on public.classified_replies;
create policy "Members reply to public classifieds that ask for replies through the portal"
  on public.classified_replies for insert to authenticated
  with check (sender_id = (select auth.uid()) and private.classified_open_to_caller(classified_id, true));

-- Visitors read the public rows of these tables, never the account that last edited, created or
-- uploaded them (administrators and translators). Members keep the columns: the back office
-- reads whole rows of entries, facts and media.
do $$
declare
  target record;
  visible text;
begin
  for target in
    select * from (values
      ('directory_entries', 'updated_by'), ('essential_facts', 'updated_by'), ('media', 'uploaded_by'),
      ('chat_rooms', 'created_by'), ('entry_translations', 'updated_by'), ('event_translations', 'updated_by'),
      ('article_translations', 'updated_by'), ('fact_translations', 'updated_by')
    ) as t(tbl, hidden)
  loop
    select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into visible
    from pg_catalog.pg_attribute a
    where a.attrelid = format('public.%I', target.tbl)::regclass and a.attnum > 0 and not a.attisdropped
      and a.attname <> target.hidden;
    execute format('revoke select on public.%I from anon', target.tbl);
    execute format('grant select (%s) on public.%I to anon', visible, target.tbl);
  end loop;
end;
$$;

-- The caller's own proposals, newest first, without who decided them (the administrators' data).
-- security definer: the caller has no grant on submitted_by to find them by.
create function public.own_events()
returns table (
  id uuid, slug text, title text, description text, category text, starts_at timestamptz, ends_at timestamptz,
  all_day boolean, venue text, town text, region text, organiser_entry_id uuid, organiser_name text, link text,
  registration_email text, price numeric, expected_attendees integer, image_path text, featured boolean,
  status text, rejection_reason text, created_at timestamptz, updated_at timestamptz, decided_at timestamptz,
  postcode text, latitude double precision, longitude double precision, location_precision text
)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id, e.slug, e.title, e.description, e.category, e.starts_at, e.ends_at, e.all_day, e.venue, e.town,
         e.region, e.organiser_entry_id, e.organiser_name, e.link, e.registration_email, e.price,
         e.expected_attendees, e.image_path, e.featured, e.status, e.rejection_reason, e.created_at, e.updated_at,
         e.decided_at, e.postcode, e.latitude, e.longitude, e.location_precision
  from public.events e
  where e.submitted_by = (select auth.uid())
  order by e.created_at desc, e.id;
$$;

-- The caller's own classifieds, newest first, without who decided them.
create function public.own_classifieds()
returns table (
  id uuid, title text, body text, category text, price numeric, town text, contact text, contact_email text,
  author_name text, status text, rejection_reason text, hidden_at timestamptz, expires_at timestamptz,
  created_at timestamptz, updated_at timestamptz, decided_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.title, c.body, c.category, c.price, c.town, c.contact, c.contact_email, c.author_name, c.status,
         c.rejection_reason, c.hidden_at, c.expires_at, c.created_at, c.updated_at, c.decided_at
  from public.classifieds c
  where c.posted_by = (select auth.uid())
  order by c.created_at desc, c.id;
$$;

revoke all on function public.own_events() from public, anon;
revoke all on function public.own_classifieds() from public, anon;
grant execute on function public.own_events() to authenticated, service_role;
grant execute on function public.own_classifieds() to authenticated, service_role;
