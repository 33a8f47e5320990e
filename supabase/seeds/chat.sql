-- Local development data only (never a migration), run after seed.sql (its accounts). Safe to
-- run twice. The chat's sample rooms and topics, a community room and a few messages by the
-- seeded accounts.

-- The seeded member is an approved member of the Manchester community: its chat room is
-- created by the membership trigger (20250601121800_chat.sql).
insert into public.community_memberships (user_id, community_id, community_name, reason, status, membership_type, created_at, updated_at)
values ('00000000-0000-4000-8000-000000000002', 'mancesterio-lietuviu-bendruomene', 'Mančesterio lietuvių bendruomenė',
  'participate', 'approved', 'member', now() - interval '30 days', now() - interval '29 days')
on conflict (user_id, community_id) do nothing;

insert into public.chat_rooms (slug, kind, name, description, sort_order, created_by, created_at)
values
  ('bendras', 'open', 'Bendras pokalbis', 'Visi lietuviai JK – bet kokia tema.', 1, '00000000-0000-4000-8000-000000000001', now() - interval '60 days'),
  ('londonas', 'open', 'Londonas', 'Londono lietuvių reikalai ir susitikimai.', 2, '00000000-0000-4000-8000-000000000001', now() - interval '60 days'),
  ('darbas', 'open', 'Darbas', 'Darbo pasiūlymai ir patarimai.', 3, '00000000-0000-4000-8000-000000000001', now() - interval '60 days'),
  ('kultura', 'open', 'Kultūra', 'Koncertai, knygos, filmai lietuviškai.', 4, '00000000-0000-4000-8000-000000000001', now() - interval '60 days'),
  ('technologijos', 'open', 'Technologijos', 'IT specialistų kampelis.', 5, '00000000-0000-4000-8000-000000000001', now() - interval '60 days'),
  ('tarptautinis', 'open', 'Tarptautinis', 'Lietuviai visame pasaulyje.', 6, '00000000-0000-4000-8000-000000000001', now() - interval '60 days')
on conflict (slug) do nothing;

insert into public.chat_rooms (slug, kind, name, description, topic_category, created_by, created_at)
values
  ('nuoma-londone', 'topic', 'Būsto nuoma Londone', 'Patarimai ir pasiūlymai nuomininkams.', 'bustas', '00000000-0000-4000-8000-000000000001', now() - interval '20 days'),
  ('lietuviskas-maistas', 'topic', 'Kur rasti lietuviško maisto', 'Parduotuvės, kepyklos ir receptai.', 'maistas', '00000000-0000-4000-8000-000000000002', now() - interval '18 days'),
  ('karjera-it', 'topic', 'Karjera IT srityje', 'CV, pokalbiai ir atlyginimai.', 'karjera', '00000000-0000-4000-8000-000000000002', now() - interval '15 days'),
  ('vaikai-mokykla', 'topic', 'Vaikai ir mokykla JK', 'Mokyklų pasirinkimas ir dvikalbystė.', 'seima', '00000000-0000-4000-8000-000000000001', now() - interval '12 days'),
  ('skrydziai-namo', 'topic', 'Skrydžiai namo', 'Pigūs skrydžiai ir kelionės į Lietuvą.', 'keliones', '00000000-0000-4000-8000-000000000002', now() - interval '9 days'),
  ('savas-verslas', 'topic', 'Savo verslo pradžia', 'Įmonės steigimas ir mokesčiai JK.', 'verslas', '00000000-0000-4000-8000-000000000001', now() - interval '6 days')
on conflict (slug) do nothing;

-- Authors' names are taken from their profiles by the message trigger.
insert into public.chat_messages (id, room_id, author_id, body, created_at)
select m.id::uuid, r.id, m.author_id::uuid, m.body, now() - m.age::interval
from (values
  ('00000000-0000-4000-8000-00000000c001', 'bendras', '00000000-0000-4000-8000-000000000001', 'Sveiki, čia kambarys „Bendras pokalbis“! Rašykite mandagiai ir lietuviškai.', '3 days'),
  ('00000000-0000-4000-8000-00000000c002', 'bendras', '00000000-0000-4000-8000-000000000002', 'Labas visiems iš Lidso!', '2 days'),
  ('00000000-0000-4000-8000-00000000c003', 'bendras', '00000000-0000-4000-8000-000000000001', 'Labas, Jonai! Smagu matyti tiek lietuvių.', '47 hours'),
  ('00000000-0000-4000-8000-00000000c004', 'londonas', '00000000-0000-4000-8000-000000000002', 'Kas eina į Vasario 16-osios minėjimą?', '1 day'),
  ('00000000-0000-4000-8000-00000000c005', 'darbas', '00000000-0000-4000-8000-000000000002', 'Ieškau darbo sandėlyje Piterbore.', '20 hours'),
  ('00000000-0000-4000-8000-00000000c006', 'nuoma-londone', '00000000-0000-4000-8000-000000000001', 'Prieš pasirašydami nuomos sutartį, patikrinkite, ar užstatas bus saugomas valstybės patvirtintoje sistemoje.', '10 hours'),
  ('00000000-0000-4000-8000-00000000c007', 'mancesterio-lietuviu-bendruomene', '00000000-0000-4000-8000-000000000001', 'Sveiki, bendruomenės nariai! Čia kalbamės tik savi.', '5 hours'),
  ('00000000-0000-4000-8000-00000000c008', 'mancesterio-lietuviu-bendruomene', '00000000-0000-4000-8000-000000000002', 'Ačiū! Kada kitas susirinkimas?', '4 hours')
) as m(id, room_slug, author_id, body, age)
join public.chat_rooms r on r.slug = m.room_slug
on conflict (id) do nothing;
