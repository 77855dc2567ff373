import { BaseSerializer } from '@adonisjs/core/transformers'

/*
| Turns transformer output into plain JSON outside a page render, the same way Inertia does for
| page props (no wrapping key, pagination metadata as given): a JSON endpoint's `data` and a
| real-time event's payload are then byte for byte what a page loaded for the same record, and
| typed as the same `Data.*` type (`InferData<SomeTransformer>` on the server).
|
|   const payload = await serializer.serialize(MessageTransformer.transform(message, roles))
|   broadcaster.send(projectChannel, { id }, 'message.created', payload)
*/
class PlainSerializer extends BaseSerializer<{ Wrap: undefined }> {
  wrap = undefined

  definePaginationMetaData(metaData: unknown) {
    return metaData as Record<string, any>
  }
}

export const serializer = new PlainSerializer()
