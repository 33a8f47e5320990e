-- Live chat through Supabase Realtime (docs/decisions/008-live-chat-through-realtime.md).
--
-- Topics:
-- * 'room:<room id>', private: each message written, edited, deleted or hidden in the room is
--   broadcast from the database by a trigger (realtime.broadcast_changes, event = the operation),
--   and presence says who has the room open. Joined by whoever may read the room: the same
--   private.can_read_chat_room() that guards public.chat_messages, through the policies below.
-- * 'chat:lobby', private: presence only, each signed-in member in the chat tracking the room
--   they have open, so the room list shows how many are in each room. Everyone joins it,
--   signed out too (joining needs the right to read broadcasts, of which it has none); only
--   signed-in members are tracked, and nobody may broadcast on it.
--
-- Hosted Realtime fans a broadcast out to every joined channel without evaluating a policy per
-- subscriber per message: who may join is decided once, at join and at each token refresh, by
-- the SELECT and INSERT policies on realtime.messages, evaluated as the subscriber with
-- realtime.topic() set to the channel's topic.

-- The room a topic names, or null for any other topic (a malformed one never reaches a cast).
create function private.chat_room_of_topic(topic text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when topic ~ '^room:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then substr(topic, 6)::uuid
  end;
$$;

revoke all on function private.chat_room_of_topic(text) from public;
grant execute on function private.chat_room_of_topic(text) to anon, authenticated, service_role;

create policy "Readers of a chat room receive its messages and presence"
  on realtime.messages for select to authenticated
  using (
    realtime.messages.extension in ('broadcast', 'presence')
    and (select private.can_read_chat_room(private.chat_room_of_topic((select realtime.topic()))))
  );

create policy "Readers of a chat room share that they have it open"
  on realtime.messages for insert to authenticated
  with check (
    realtime.messages.extension = 'presence'
    and (select private.can_read_chat_room(private.chat_room_of_topic((select realtime.topic()))))
  );

create policy "Everyone sees who is in the chat"
  on realtime.messages for select to anon, authenticated
  using (realtime.messages.extension in ('broadcast', 'presence') and (select realtime.topic()) = 'chat:lobby');

create policy "Signed-in members are counted in the chat"
  on realtime.messages for insert to authenticated
  with check (realtime.messages.extension = 'presence' and (select realtime.topic()) = 'chat:lobby');

-- A message as its room's readers may see it, broadcast to the room after every change. A
-- hidden message goes out without its words or the administrator who hid it, so it can leave
-- every screen; administrators load it again through the table if they want to show it.
-- security definer: realtime.send() writes realtime.messages, which members may not write.
create function private.broadcast_chat_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  visible public.chat_messages := new;
begin
  if visible.hidden_at is not null then
    visible.body := '';
    visible.hidden_by := null;
  end if;
  perform realtime.broadcast_changes(
    'room:' || new.room_id::text, tg_op, tg_op, tg_table_name, tg_table_schema, visible, null
  );
  return null;
end;
$$;

revoke all on function private.broadcast_chat_message() from public;

create trigger chat_messages_broadcast
  after insert or update on public.chat_messages
  for each row execute function private.broadcast_chat_message();

-- Plain text only, for everything members write (chat here; events, classifieds and corrections
-- later): a '<', an optional '/', a tag name, attributes and '>' is an HTML tag. A lone '<'
-- ('a<b', '<3') is not a tag and is accepted. src/lib/plain-text.ts applies the same pattern in
-- forms, so the message appears before anything is sent.
create function private.has_markup(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(value ~ '<\s*/?\s*[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?/?\s*>', false);
$$;

revoke all on function private.has_markup(text) from public;
grant execute on function private.has_markup(text) to authenticated, service_role;

-- The page always shows a message as text, so markup could never run; a message or topic that
-- carries HTML tags is still refused, with a Lithuanian message (PT422, HTTP 422), so nobody's
-- words depend on a renderer being careful.
create function private.refuse_chat_markup(value text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if private.has_markup(value) then
    raise exception 'Žinutėse ir temose negali būti HTML žymių: rašykite paprastą tekstą.' using errcode = 'PT422';
  end if;
end;
$$;

revoke all on function private.refuse_chat_markup(text) from public;
grant execute on function private.refuse_chat_markup(text) to authenticated, service_role;

create function private.refuse_markup_in_chat_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform private.refuse_chat_markup(new.body);
  return new;
end;
$$;

create function private.refuse_markup_in_chat_room()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform private.refuse_chat_markup(new.name);
  perform private.refuse_chat_markup(new.description);
  return new;
end;
$$;

revoke all on function private.refuse_markup_in_chat_message() from public;
revoke all on function private.refuse_markup_in_chat_room() from public;

create trigger chat_messages_refuse_markup
  before insert or update of body on public.chat_messages
  for each row execute function private.refuse_markup_in_chat_message();

create trigger chat_rooms_refuse_markup
  before insert or update of name, description on public.chat_rooms
  for each row execute function private.refuse_markup_in_chat_room();
