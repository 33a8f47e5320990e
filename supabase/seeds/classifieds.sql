-- Local development data only: sample classifieds, approved, posted by the seeded administrator,
-- public for 30 days from the seed (tests/backend/seed.test.ts reads them as /skelbimai does).
-- Safe to run twice.
insert into public.classifieds (id, title, body, category, price, town, contact, author_name, status, posted_by, created_at, decided_at, expires_at)
select s.id::uuid, s.title, s.body, s.category, s.price, s.town, 'portal', s.author_name, 'approved', '00000000-0000-4000-8000-000000000001',
       s.published::timestamp at time zone 'Europe/London', s.published::timestamp at time zone 'Europe/London', now() + interval '30 days'
from (values
  ('00000000-0000-4000-a000-000000000001', 'Ieškomas C kategorijos vairuotojas', 'Logistikos įmonė Londone ieško patyrusio vairuotojo. Darbas visą darbo dieną.', 'Darbas', 3200, 'Londonas', 'UAB Baltic Logistics', '2026-11-20 12:00'),
  ('00000000-0000-4000-a000-000000000002', 'Nuomojamas kambarys Mančesteryje', 'Šviesus kambarys name su lietuvių šeima, netoli tramvajaus stotelės.', 'Būstas', 650, 'Mančesteris', 'Ingrida', '2026-11-18 12:00'),
  ('00000000-0000-4000-a000-000000000003', 'Buhalterinės paslaugos lietuviškai', 'Savarankiškai dirbančiųjų deklaracijos, įmonių apskaita. Konsultacija nemokama.', 'Paslaugos', null, 'Birmingemas', 'Jolanta', '2026-11-16 12:00'),
  ('00000000-0000-4000-a000-000000000004', 'Parduodamas vaikiškas vežimėlis', 'Mažai naudotas, su lietaus apdangalu ir krepšiu.', 'Parduoda', 90, 'Lidsas', 'Vaida', '2026-11-12 12:00'),
  ('00000000-0000-4000-a000-000000000005', 'Ieškome lietuvės auklės savaitgaliais', 'Šeima Kembridže ieško auklės dviem vaikams šeštadieniais.', 'Ieško', 15, 'Kembridžas', 'Šeima K.', '2026-11-10 12:00'),
  ('00000000-0000-4000-a000-000000000006', 'Buto remonto darbai', 'Dažymas, plytelių klijavimas, baldų surinkimas. Dirbame visame Londone.', 'Paslaugos', null, 'Londonas', 'Meistras Arūnas', '2026-11-08 12:00')
) as s(id, title, body, category, price, town, author_name, published)
on conflict (id) do nothing;
