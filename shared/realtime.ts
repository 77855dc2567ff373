/*
| The real-time contract: every channel, its events and their payloads, imported by the server
| (channel rules, broadcasts) and by the browser (Echo subscriptions), so a name or a payload
| cannot drift between the two sides. A feature adds its channel here and nowhere else.
*/

type Kind = 'private' | 'presence'

/* `{id}` in a pattern becomes a parameter of the same name. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof ParamsOf<Rest>]: string | number }
  : {}

export interface ChannelDefinition<
  Pattern extends string = string,
  Events extends Record<string, unknown> = Record<string, unknown>,
> {
  kind: Kind
  /* The full name pattern the channel rules match, e.g. `private-user.{id}`. */
  pattern: `${Kind}-${Pattern}`
  /* The full channel name the server broadcasts on. */
  name(params: ParamsOf<Pattern>): string
  /* The name Echo takes (`echo.private(...)`/`echo.join(...)` add the prefix themselves). */
  echoName(params: ParamsOf<Pattern>): string
  /* Type-only: the events this channel carries and their payloads. */
  readonly events?: Events
}

function defineChannel<Events extends Record<string, unknown>>() {
  return <Pattern extends string>(
    kind: Kind,
    pattern: Pattern
  ): ChannelDefinition<Pattern, Events> => {
    const fill = (params: Record<string, string | number>) =>
      pattern.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]))
    return {
      kind,
      pattern: `${kind}-${pattern}`,
      name: (params) => `${kind}-${fill(params)}`,
      echoName: (params) => fill(params),
    }
  }
}

export type EventsOf<C> = C extends ChannelDefinition<string, infer Events> ? Events : never
export type EventName<C> = Extract<keyof EventsOf<C>, string>
export type ParamsOfChannel<C> = C extends ChannelDefinition<infer P> ? ParamsOf<P> : never

/* A personal notice shown as a toast on whatever page the user is on. */
export interface UserNotice {
  message: string
  kind?: 'success' | 'info' | 'error'
}

export const userChannel = defineChannel<{ notice: UserNotice }>()('private', 'user.{id}')

/*
| Echo namespaces event names unless they start with a dot; the server broadcasts the bare name.
| Both sides go through these two so the rule lives in one place.
*/
export const echoEvent = (event: string) => `.${event}`
