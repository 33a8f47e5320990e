-- The control-character check (20250601125120_text_without_controls.sql) lets an account's
-- erasure through at once, as every trigger on a table whose rows name accounts does: clearing a
-- deleted account's id changes no text (20250601122800_account_erasure.sql).
create or replace function private.refuse_control_characters()
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
  -- An erasure clearing a deleted account's id changes no text: let it through untouched. (Nested:
  -- a visitor's insert must never reach the call, which only writers of updates may execute.)
  if tg_op = 'UPDATE' then
    if private.only_erases_deleted_users(tg_relid, before_row, after_row) then
      return new;
    end if;
  end if;
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
