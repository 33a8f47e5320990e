-- Business partnership offers are classifieds of their own category ('Partnerystė'): a shop
-- looking for a supplier, a trader for a partner. /verslas lists them beside the job
-- classifieds, with the same warnings against scams.
alter table public.classifieds drop constraint classifieds_category_check;
alter table public.classifieds add constraint classifieds_category_check
  check (category in ('Darbas', 'Būstas', 'Paslaugos', 'Parduoda', 'Ieško', 'Partnerystė'));
