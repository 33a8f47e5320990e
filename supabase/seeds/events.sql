-- Local development data only: sample events, approved (tests/backend/seed.test.ts reads them
-- as the events page does). Start and end are UK local times. Safe to run twice.
insert into public.events (slug, title, description, category, starts_at, ends_at, venue, town, region, postcode, registration_email, price, expected_attendees, featured, status)
values
  ('vasario-16-londone', 'Vasario 16-osios minėjimas Londone', 'Lietuvos valstybės atkūrimo dienos minėjimas: iškilminga dalis, koncertas ir vaišės.', 'Kultūra',
   timestamp '2027-02-16 18:00' at time zone 'Europe/London', timestamp '2027-02-16 21:00' at time zone 'Europe/London', 'Lietuvių namai, Stratfordas', 'Londonas', 'Anglija', 'E15', 'vasario16@example.org', null, 350, true, 'approved'),
  ('verslo-forumas-2027', 'JK lietuvių verslo forumas', 'Pranešimai, diskusijos ir pažintys: lietuvių verslininkai, specialistai ir investuotojai.', 'Verslas',
   timestamp '2027-03-13 10:00' at time zone 'Europe/London', timestamp '2027-03-13 17:00' at time zone 'Europe/London', 'City konferencijų centras', 'Londonas', 'Anglija', 'EC2M', 'verslo-forumas@example.org', 25, 180, true, 'approved'),
  ('krepsinio-taure', 'JK lietuvių krepšinio taurė', 'Lietuvių krepšinio komandų turnyras iš visos Jungtinės Karalystės.', 'Sportas',
   timestamp '2027-03-06 09:30' at time zone 'Europe/London', timestamp '2027-03-06 18:00' at time zone 'Europe/London', 'Sporto arena, Birmingemas', 'Birmingemas', 'Anglija', 'B40', 'krepsinio-taure@example.org', 10, 400, true, 'approved'),
  ('kaledine-muge', 'Kalėdinė lietuvių mugė', 'Lietuviški skanėstai, rankdarbiai, kūčiukai ir Kalėdų senelis vaikams.', 'Kultūra',
   timestamp '2026-12-12 11:00' at time zone 'Europe/London', timestamp '2026-12-12 16:00' at time zone 'Europe/London', 'Bendruomenės namai, Mančesteris', 'Mančesteris', 'Anglija', 'M8', 'kaledine-muge@example.org', null, 220, false, 'approved'),
  ('mokytoju-seminaras', 'Lituanistinių mokyklų mokytojų seminaras', 'Metodinės dirbtuvės lietuvių kalbos mokytojams: nauji vadovėliai ir skaitmeninės priemonės.', 'Švietimas',
   timestamp '2027-01-23 10:00' at time zone 'Europe/London', timestamp '2027-01-23 15:00' at time zone 'Europe/London', null, 'Nuotoliu', 'Nuotoliu', null, 'mokytoju-seminaras@example.org', 15, 60, false, 'approved'),
  ('uzgavenes-edinburge', 'Užgavėnės Edinburge', 'Blynai, kaukės, Morės deginimas ir liaudies žaidimai visai šeimai.', 'Kultūra',
   timestamp '2027-02-09 14:00' at time zone 'Europe/London', timestamp '2027-02-09 18:00' at time zone 'Europe/London', 'Parko aikštelė, Edinburgas', 'Edinburgas', 'Škotija', 'EH9', null, null, 150, false, 'approved'),
  ('karjeros-diena', 'Karjeros diena studentams', 'Susitikimai su lietuviais profesionalais: finansai, IT, medicina ir teisė.', 'Švietimas',
   timestamp '2027-04-17 12:00' at time zone 'Europe/London', timestamp '2027-04-17 17:00' at time zone 'Europe/London', 'UCL studentų centras', 'Londonas', 'Anglija', 'WC1E', 'karjeros-diena@example.org', null, 120, false, 'approved'),
  ('isvyka-i-braitona', 'Bendruomenės išvyka prie jūros į Braitoną', 'Bendra kelionė autobusu iš Londono prie jūros: pasivaikščiojimas krantine ir piknikas. Kainą ir registracijos tvarką skelbs organizatoriai.', 'Kelionės',
   timestamp '2027-05-29 08:00' at time zone 'Europe/London', timestamp '2027-05-29 19:00' at time zone 'Europe/London', 'Išvyksta nuo Lietuvių namų, Stratfordas', 'Londonas', 'Anglija', 'E15', null, null, 45, false, 'approved')
on conflict (slug) do nothing;
