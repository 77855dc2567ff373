import { useTranslation } from 'react-i18next'
import { TextField } from '~/components/forms/text_field'
import { TextareaField } from '~/components/forms/textarea_field'

export const NAME_MAX = 100
export const DESCRIPTION_MAX = 5000

/*
| Name and description, shared by the create page, the create dialog and the edit page. The
| server is the judge of the bounds (3..100, ≤ 5,000): the project forms are sent with
| noValidate, so every message comes from the server in the page's language (a browser's own
| bubble speaks the browser's language); maxLength only stops typing past the limit.
*/
export function ProjectFields({
  errors,
  idPrefix = '',
  defaults,
  autoFocus = false,
}: {
  errors: { name?: string; description?: string }
  idPrefix?: string
  defaults?: { name?: string; description?: string | null }
  autoFocus?: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      <TextField
        id={`${idPrefix}name`}
        name="name"
        label={t('projects.fields.name')}
        defaultValue={defaults?.name}
        maxLength={NAME_MAX}
        autoComplete="off"
        autoFocus={autoFocus}
        required
        error={errors.name}
      />
      <TextareaField
        id={`${idPrefix}description`}
        name="description"
        label={t('projects.fields.description')}
        hint={t('projects.fields.descriptionHint')}
        defaultValue={defaults?.description ?? ''}
        maxLength={DESCRIPTION_MAX}
        rows={5}
        error={errors.description}
      />
    </>
  )
}
