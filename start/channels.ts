/*
| Who may join which private and presence channel (like Laravel's routes/channels.php). The
| rules ship `private-user.{id}` (only that user); features add their channels here.
*/
import type User from '#models/user'
import { createChannelRules } from '#realtime/channel_rules'

export const channels = createChannelRules<User>()
