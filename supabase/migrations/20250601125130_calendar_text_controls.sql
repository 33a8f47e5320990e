-- The calendar's TEXT values (RFC 5545 §3.3.11) never carry a control character: a bare CR in a
-- title was written raw into events_calendar(), where a calendar app may end the content line
-- there and read what follows as a property of its own (an ATTENDEE, say). Every line end (CRLF,
-- LF or a bare CR) is written as \n, a tab as a space, and any other C0 character or DEL is
-- dropped, whatever the table allows; src/features/events/ics.ts escapes the same way.
create or replace function private.ics_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(
    replace(replace(replace(replace(replace(replace(replace(coalesce(value, ''), '\', '\\'), ';', '\;'), ',', '\,'),
      E'\r\n', E'\n'), E'\r', E'\n'), E'\n', '\n'), E'\t', ' '),
    '[\x01-\x1f\x7f]', '', 'g');
$$;

revoke all on function private.ics_text(text) from public;
grant execute on function private.ics_text(text) to anon, authenticated, service_role;
