-- Local development data only (never a migration). Safe to run twice.
-- Accounts: admin@bendruomene.test / Admin123! (active super_admin) and
-- narys@bendruomene.test / Narys123! (member). Both e-mails are confirmed.

insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('00000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'admin@bendruomene.test',
   extensions.crypt('Admin123!', extensions.gen_salt('bf', 10)), now(),
   '{"provider":"email","providers":["email"]}', '{"first_name":"Rūta","last_name":"Administratorė","username":"rutaadministratore"}', now(), now()),
  ('00000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'narys@bendruomene.test',
   extensions.crypt('Narys123!', extensions.gen_salt('bf', 10)), now(),
   '{"provider":"email","providers":["email"]}', '{"first_name":"Jonas","last_name":"Narys","username":"jonasnarys"}', now(), now())
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
values
  ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001',
   '{"sub":"00000000-0000-4000-8000-000000000001","email":"admin@bendruomene.test","email_verified":true}', 'email', now()),
  ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000002',
   '{"sub":"00000000-0000-4000-8000-000000000002","email":"narys@bendruomene.test","email_verified":true}', 'email', now())
on conflict (provider_id, provider) do nothing;

insert into public.admin_users (id, email, first_name, last_name, role, is_active)
values ('00000000-0000-4000-8000-000000000001', 'admin@bendruomene.test', 'Rūta', 'Administratorė', 'super_admin', true)
on conflict (id) do nothing;

-- The same plan benefits for every community. The communities themselves come from
-- seeds/directory.sql (run first): each community entry has its row in public.communities.
insert into public.community_benefits (community_id, membership_type, benefit_name, benefit_description, sort_order)
select c.id, b.membership_type, b.benefit_name, b.benefit_description, b.sort_order
from public.communities as c
cross join (values
  ('observer', 'Naujienlaiškis', 'Mėnesinis bendruomenės naujienų laiškas el. paštu.', 1),
  ('observer', 'Renginių kalendorius', 'Kvietimai į atvirus bendruomenės renginius.', 2),
  ('member', 'Balsas susirinkimuose', 'Balsavimo teisė visuotiniuose bendruomenės susirinkimuose.', 1),
  ('member', 'Nuolaidos renginiams', 'Mažesnė kaina bendruomenės renginiuose ir šventėse.', 2),
  ('member', 'Narių tinklas', 'Prieiga prie narių pagalbos tinklo: darbas, būstas, patarimai.', 3)
) as b(membership_type, benefit_name, benefit_description, sort_order)
where not exists (
  select 1 from public.community_benefits existing
  where existing.community_id = c.id and existing.benefit_name = b.benefit_name
);

insert into public.contacts (id, name, email, phone, message, status, priority, created_at, updated_at)
values
  ('00000000-0000-4000-8000-0000000000c1', 'Ona Kazlauskienė', 'ona.kazlauskiene@example.org', '020 7946 0110',
   'Ar galėčiau užregistruoti savo vaiką į lituanistinę mokyklą vidury mokslo metų?', 'new', 'high', now() - interval '2 days', now() - interval '2 days'),
  ('00000000-0000-4000-8000-0000000000c2', 'Mindaugas Petrauskas', 'mindaugas.p@example.org', null,
   'Norėtume, kad mūsų kolektyvas būtų įtrauktas į katalogą.', 'in_progress', 'normal', now() - interval '5 days', now() - interval '1 day'),
  ('00000000-0000-4000-8000-0000000000c3', 'Gintarė Jankauskaitė', 'gintare.j@example.org', '07700 900123',
   'Ačiū už pagalbą ieškant lietuviškos bendruomenės Lidse!', 'resolved', 'low', now() - interval '9 days', now() - interval '7 days')
on conflict (id) do nothing;
