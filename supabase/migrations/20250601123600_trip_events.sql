-- Trips are events too: a community's coach trip to the seaside or a group journey home for a
-- celebration. /keliones lists the coming ones beside the travel articles; like every event they
-- are proposed by members and approved by administrators, with the organiser's own price or none.
alter table public.events drop constraint events_category_check;
alter table public.events add constraint events_category_check
  check (category in ('Kultūra', 'Verslas', 'Švietimas', 'Sportas', 'Kelionės'));
