-- The event listing view gains the event's id, at its end as `create or replace view` requires:
-- an English page reads the events' published translations (event_translations.event_id) by it.
-- Everything else is as it was (20250601123400_postcode_districts.sql).
create or replace view public.event_listings
with (security_invoker = true)
as
select
  e.slug,
  e.title,
  e.description,
  e.category,
  e.starts_at,
  to_char(uk.starts, 'YYYY-MM-DD') as start_date,
  case when e.all_day then '00:00' else to_char(uk.starts, 'HH24:MI') end as start_time,
  case when uk.last_day <> uk.starts::date then to_char(uk.last_day, 'YYYY-MM-DD') end as end_date,
  case when not e.all_day and uk.last_day = uk.starts::date then to_char(uk.ends, 'HH24:MI') end as end_time,
  e.all_day,
  e.venue,
  e.town,
  e.region,
  coalesce(d.name, e.organiser_name) as organiser_name,
  d.directory as organiser_directory,
  d.slug as organiser_slug,
  e.link,
  e.registration_email,
  e.price,
  e.expected_attendees,
  e.image_path,
  e.featured,
  greatest(e.updated_at, d.updated_at) as updated_at,
  d.id as organiser_entry_id,
  -- Where the event is: 'district' (the postcode district's centre) or 'exact'.
  e.postcode,
  e.latitude,
  e.longitude,
  e.location_precision,
  -- The event's id: an English page reads the event's translation by it.
  e.id
from public.events e
cross join lateral (
  select
    e.starts_at at time zone 'Europe/London' as starts,
    e.ends_at at time zone 'Europe/London' as ends,
    (e.ends_at at time zone 'Europe/London')::date - case when e.all_day then 1 else 0 end as last_day
) uk
left join public.directory_entries d on d.id = e.organiser_entry_id and d.status = 'published'
where e.status = 'approved';
