/*
| Who may join which private and presence channel (like Laravel's routes/channels.php), by the
| full name patterns of shared/realtime.ts. A rule never decides by itself: it asks the same
| policy (app/policies/) the pages and controllers ask, so a channel and its page cannot
| disagree. Features add their channels here.
*/
import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'
import UserPolicy from '#policies/user_policy'
import { ChannelRules } from '#realtime/channel_rules'
import { userChannel } from '#shared/realtime'

const policiesFor = (user: User) => new Bouncer(user)

export const channels = new ChannelRules<User>().define(userChannel.pattern, (user, { id }) =>
  policiesFor(user).with(UserPolicy).allows('receiveNotices', id)
)
