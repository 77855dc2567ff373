import { LegalDocument, type LegalPageProps } from '~/components/marketing/legal_document'

export default function Privacy(props: LegalPageProps) {
  return <LegalDocument document="privacy" {...props} />
}
