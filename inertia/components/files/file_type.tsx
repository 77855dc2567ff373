import { useTranslation } from 'react-i18next'
import { fileKind } from '@shared/files'

/*
| The type the server sniffed from the bytes, beside the name a person chose: a name can
| claim ".pdf" while the file is a program, and this says what it is.
*/
export function FileType({ type, className }: { type: string; className?: string }) {
  const { t } = useTranslation()
  return (
    <span className={className} data-file-type={type}>
      {t(`files.typeName.${fileKind(type)}`)} <span className="font-mono">({type})</span>
    </span>
  )
}
