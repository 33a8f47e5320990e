-- What a visitor's page shows of each approved event, in one read of the data API: its days and
-- clock times in UK time (Europe/London, as the calendar feed writes them), and its organiser's
-- name and directory page when the organiser is a published directory entry. /renginiai and the
-- home page's next four events read this view, so a public page makes one request for its live
-- list and does no time-zone arithmetic of its own.
--
-- The rules, those of an event's card:
-- * start_time is the UK clock time of the start ('00:00' for an all-day event);
-- * end_date is the last UK day when the event runs past its first day, else null (an all-day
--   event ends at the midnight after its last day);
-- * end_time is the UK clock time of the end of a timed event that ends on the day it starts,
--   else null.
--
-- security_invoker: the policies of events and directory_entries decide what a reader may see;
-- the view itself keeps to approved events and published organisers, so a member's own proposals,
-- the moderation queue and unpublished entries stay out of the public list whoever reads it.
create view public.event_listings
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
  e.featured
from public.events e
cross join lateral (
  select
    e.starts_at at time zone 'Europe/London' as starts,
    e.ends_at at time zone 'Europe/London' as ends,
    (e.ends_at at time zone 'Europe/London')::date - case when e.all_day then 1 else 0 end as last_day
) uk
left join public.directory_entries d on d.id = e.organiser_entry_id and d.status = 'published'
where e.status = 'approved';

revoke all on public.event_listings from anon, authenticated;
grant select on public.event_listings to anon, authenticated;
grant select on public.event_listings to service_role;
