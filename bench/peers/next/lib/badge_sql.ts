/*
| The app's sidebar badge for this database, for both peers (bench/peers/fastify_server.ts imports
| it from here, inside the Next app, where its bundler finds it): the sum of the kept counts where the schema keeps
| them (migration 6020_keep_unread_counts), else the count of messages that older builds ran, so
| a peer does the same work as the build it is measured beside.
*/
export function unreadTotalSql(sqlite: any) {
  const kept = sqlite
    .prepare(`select 1 from pragma_table_info('project_members') where name = 'unread_count'`)
    .get()
  if (kept)
    return 'select coalesce(sum(unread_count), 0) as total from project_members where user_id = ?'
  return `select count(*) as total from messages m
    inner join project_members pm on pm.project_id = m.project_id and pm.user_id = ?
    left join project_reads r on r.project_id = m.project_id and r.user_id = pm.user_id
    where m.deleted_at is null and m.kind = 'message'
    and (m.author_id is null or m.author_id <> pm.user_id)
    and m.id > coalesce(r.last_read_message_id, 0)
    and m.created_at >= pm.created_at`
}
