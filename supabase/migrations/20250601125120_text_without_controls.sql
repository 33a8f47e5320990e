-- People's text never carries control characters. A title such as 'Ctl\u000b\u0001title' made the
-- events' Atom feed ill-formed XML, and a bare CR in a title reached the calendars raw; the feeds
-- now escape by their own rules too, but nothing a member or administrator types needs a control
-- character, so the database refuses them in every column people write:
--
-- * a single-line field (a title, a name, a town, an address…) takes none: no C0 character
--   (U+0001–U+001F; PostgreSQL stores no U+0000) and no DEL;
-- * a multi-line field (a description, a body, a message, a reason, the trigger's arguments) takes
--   line feeds, CRLF and tabs, and nothing else of them: no bare CR, which some readers take for
--   a line end and others do not. Browsers hand a textarea's lines to scripts as line feeds.
--
-- One trigger function serves every table: it reads the row as JSON, so a text column added later
-- is checked as single-line unless the table's trigger names it; a jsonb column's strings follow
-- the same rule (directory details, a correction's proposed values). On UPDATE only changed
-- columns are checked. The refusal is PT422 (HTTP 422) with Lithuanian words, as the forms' other
-- refusals, and names the column in the error's column field.
--
-- Rows stored before are cleaned first, with the tables' triggers off so that no stamp, change
-- log or date rule acts on a cleaning: a single-line field's controls become spaces, a
-- multi-line field's bare CRs become line feeds and its other controls are dropped.

create function private.has_control_characters(value text, multiline boolean)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when multiline then value ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]|\r(?!\n)' else value ~ '[\x01-\x1f\x7f]' end;
$$;

revoke all on function private.has_control_characters(text, boolean) from public;
grant execute on function private.has_control_characters(text, boolean) to anon, authenticated, service_role;

-- The trigger's arguments name the table's multi-line columns.
create function private.refuse_control_characters()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  after_row jsonb := to_jsonb(new);
  before_row jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else '{}'::jsonb end;
  field record;
  multiline boolean;
begin
  for field in select key, value from jsonb_each(after_row) loop
    continue when jsonb_typeof(field.value) not in ('string', 'object', 'array')
      or before_row -> field.key is not distinct from field.value;
    multiline := field.key = any (tg_argv);
    if exists (
      select 1 from jsonb_path_query(field.value, 'strict $.**') as item(value)
      where jsonb_typeof(item.value) = 'string' and private.has_control_characters(item.value #>> '{}', multiline)
    ) then
      raise exception 'Tekste yra nematomų valdymo ženklų: ištrinkite juos ir bandykite dar kartą.'
        using errcode = 'PT422', column = field.key,
          hint = case when multiline then 'Nukopijuotame tekste jų pasitaiko: įrašykite tekstą iš naujo.'
                      else 'Šis laukas yra vienos eilutės: jame negali būti ir eilutės pabaigų.' end;
    end if;
  end loop;
  return new;
end;
$$;

revoke all on function private.refuse_control_characters() from public;

do $$
declare
  target record;
  col record;
  multiline boolean;
begin
  for target in
    select * from (values
      ('events', array['description', 'rejection_reason']),
      ('event_translations', array['description']),
      ('classifieds', array['body', 'rejection_reason']),
      ('classified_reports', array['details']),
      ('classified_replies', array['body']),
      ('articles', array['lead', 'body', 'rejection_reason']),
      ('article_translations', array['lead', 'body']),
      ('directory_entries', array['summary', 'description']),
      ('entry_translations', array['summary', 'description']),
      ('entry_corrections', array['changes', 'note', 'rejection_reason']),
      ('entry_claims', array['verification', 'rejection_reason']),
      ('essential_facts', array['value']),
      ('fact_translations', array['value']),
      ('chat_rooms', array['description']),
      ('chat_messages', array['body']),
      ('chat_reports', array['details', 'message_body']),
      ('chat_mutes', array['reason']),
      ('contacts', array['message']),
      ('profiles', array[]::text[]),
      ('admin_users', array[]::text[]),
      ('community_memberships', array['reason', 'rejection_reason']),
      ('community_benefits', array['benefit_description']),
      ('community_logos', array[]::text[]),
      ('communities', array[]::text[]),
      ('community_payment_details', array[]::text[]),
      ('membership_payments', array[]::text[]),
      ('media', array['description'])
    ) as t(tbl, multiline_columns)
  loop
    execute format('alter table public.%I disable trigger user', target.tbl);
    for col in
      select a.attname
      from pg_catalog.pg_attribute a
      where a.attrelid = format('public.%I', target.tbl)::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = '' and a.atttypid in ('text'::regtype, 'character varying'::regtype)
    loop
      multiline := col.attname = any (target.multiline_columns);
      if multiline then
        execute format(
          $sql$update public.%1$I set %2$I = regexp_replace(regexp_replace(%2$I, '\r(?!\n)', E'\n', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]', '', 'g')
               where private.has_control_characters(%2$I, true)$sql$,
          target.tbl, col.attname);
      else
        execute format(
          $sql$update public.%1$I set %2$I = regexp_replace(%2$I, '[\x01-\x1f\x7f]', ' ', 'g')
               where private.has_control_characters(%2$I, false)$sql$,
          target.tbl, col.attname);
      end if;
    end loop;
    execute format('alter table public.%I enable trigger user', target.tbl);
    execute format(
      'create trigger refuse_control_characters before insert or update on public.%I
         for each row execute function private.refuse_control_characters(%s)',
      target.tbl,
      coalesce((select string_agg(quote_literal(c), ', ') from unnest(target.multiline_columns) as c), ''));
  end loop;
end;
$$;
