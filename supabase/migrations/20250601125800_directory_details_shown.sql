-- An entry the database accepts is an entry the pages show. Each directory's page reads its
-- entry's `details` field by field (src/features/directory/definitions/): any field may be
-- missing or null, and the page shows a default then (no members counted, an empty list, no
-- gallery, the directory's default type), as the admin editor leaves optional fields out. What a
-- page cannot read is a field of the wrong kind: a list that is not a list of texts, a count that
-- is not a whole number, a type outside the directory's choices. Such an entry used to be stored
-- and then left out of its list, its detail page answered 404, and the site's build stopped on it.
--
-- The database now refuses exactly that, with the field named in Lithuanian words (PT422, HTTP
-- 422): on insert, when the details or the directory change, and when an entry is published (so
-- an older draft of a wrong shape is fixed before it goes out). The rules mirror the readers in
-- the definitions; unknown keys are left alone, as the pages ignore them.

create function private.refuse_unreadable_details()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  rule record;
  value jsonb;
  readable boolean;
begin
  if tg_op = 'UPDATE'
    and new.details is not distinct from old.details
    and new.directory is not distinct from old.directory
    and not (new.status = 'published' and old.status is distinct from 'published') then
    return new;
  end if;
  if jsonb_typeof(new.details) is distinct from 'object' then
    return new; -- the table's own check refuses it
  end if;
  for rule in
    select r.key, r.kind, r.options
    from (values
      ('communities', 'type', 'choice', array['pagrindine', 'regionine']),
      ('communities', 'members', 'count', null),
      ('communities', 'instagram', 'text', null),
      ('communities', 'facebook', 'text', null),
      ('communities', 'gallery', 'texts', null),
      ('communities', 'nextEvent', 'text', null),
      ('communities', 'eventDate', 'text', null),
      ('communities', 'meetingTime', 'text', null),
      ('communities', 'activities', 'texts', null),
      ('collectives', 'legacyId', 'count', null),
      ('collectives', 'type', 'choice', array['chorai', 'sokiai', 'menas', 'sportas', 'verslas', 'kita']),
      ('collectives', 'members', 'count', null),
      ('collectives', 'nextEvent', 'text', null),
      ('collectives', 'eventDate', 'text', null),
      ('collectives', 'activities', 'texts', null),
      ('collectives', 'meetingTime', 'text', null),
      ('collectives', 'gallery', 'texts', null),
      ('sports', 'legacyId', 'text', null),
      ('sports', 'sport', 'text', null),
      ('sports', 'type', 'choice', array['klubas', 'komanda', 'organizacija', 'federacija']),
      ('sports', 'members', 'count', null),
      ('sports', 'facebook', 'text', null),
      ('sports', 'instagram', 'text', null),
      ('sports', 'youtube', 'text', null),
      ('sports', 'nextEvent', 'text', null),
      ('sports', 'eventDate', 'text', null),
      ('sports', 'achievements', 'texts', null),
      ('sports', 'gallery', 'texts', null),
      ('schools', 'social', 'text', null),
      ('schools', 'students', 'text', null),
      ('schools', 'programs', 'texts', null),
      ('schools', 'gallery', 'texts', null),
      ('student_societies', 'facebook', 'text', null),
      ('student_societies', 'linkedin', 'text', null),
      ('media', 'category', 'choice', array['Portalai', 'Žurnalai', 'Radijo stotys']),
      ('media', 'facebook', 'text', null),
      ('businesses', 'category', 'text', null),
      ('businesses', 'rating', 'rating', null),
      ('businesses', 'image', 'text', null)
    ) as r(directory, key, kind, options)
    where r.directory = new.directory
  loop
    value := new.details -> rule.key;
    continue when value is null or jsonb_typeof(value) = 'null';
    -- CASE, not AND: a value is read as a number or a list only once it is known to be one.
    readable := case
      when rule.kind = 'text' then jsonb_typeof(value) = 'string'
      when rule.kind = 'choice' then jsonb_typeof(value) = 'string' and (value #>> '{}') = any (rule.options)
      when rule.kind = 'texts' then case when jsonb_typeof(value) <> 'array' then false
        else not exists (select 1 from jsonb_array_elements(value) as item(value) where jsonb_typeof(item.value) <> 'string') end
      when jsonb_typeof(value) <> 'number' then false
      when rule.kind = 'count' then (value::numeric) >= 0 and (value::numeric) = trunc(value::numeric)
      when rule.kind = 'rating' then (value::numeric) between 0 and 5
      else false
    end;
    if not readable then
      raise exception '%', format('Įrašo laukas „%s“ %s.', rule.key, case rule.kind
          when 'text' then 'turi būti tekstas'
          when 'texts' then 'turi būti tekstų sąrašas'
          when 'count' then 'turi būti sveikasis skaičius, 0 ar didesnis'
          when 'rating' then 'turi būti skaičius nuo 0 iki 5'
          else format('turi būti viena iš reikšmių: %s', array_to_string(rule.options, ', '))
        end)
        using errcode = 'PT422', column = 'details',
          hint = 'Tokio įrašo puslapiai parodyti negalėtų: pataisykite lauką arba jo visai nesiųskite.';
    end if;
  end loop;
  return new;
end;
$$;

revoke all on function private.refuse_unreadable_details() from public;

create trigger directory_entries_details_shown
  before insert or update of directory, details, status on public.directory_entries
  for each row execute function private.refuse_unreadable_details();
