/**
 * Which notifications a new play gets, decided by the workspace settings when its
 * `play.created` event is fanned out (in the same transaction that marks the event
 * dispatched, so none is lost or made twice): one row per play and channel.
 *
 * - `chat_channel`: chat_channel_alerts, and the play type is in alert_play_types;
 * - `chat_dm`: chat_dm_owners, and the play type is in alert_play_types;
 * - `crm`: crm_writeback_enabled, and the play type is in crm_writeback_play_types;
 * - none for a promotion play while track_promotions is off.
 *
 * `NOTIFICATIONS_FROM_BATCH` is a data-modifying CTE over a `batch` of outbox rows
 * (id, workspace_id, event, payload); its two parameters are next_attempt_at and created_at.
 */

export const NOTIFICATIONS_FROM_BATCH = `
  insert into notifications (workspace_id, play_id, channel, next_attempt_at, created_at)
  select p.workspace_id, p.id, ch.channel, ?::timestamptz, ?::timestamptz
    from batch b
    join plays p on p.id = (case when b.event = 'play.created' then (b.payload->'data'->>'id')::uuid end)
                and p.workspace_id = b.workspace_id
    join workspace_settings s on s.workspace_id = p.workspace_id
    cross join lateral (values
      ('chat_channel', s.chat_channel_alerts and p.type = any(s.alert_play_types)),
      ('chat_dm', s.chat_dm_owners and p.type = any(s.alert_play_types)),
      ('crm', s.crm_writeback_enabled and p.type = any(s.crm_writeback_play_types))
    ) as ch(channel, wanted)
   where ch.wanted and (p.type <> 'promotion' or s.track_promotions)
  on conflict (play_id, channel) do nothing
  returning 1`;
