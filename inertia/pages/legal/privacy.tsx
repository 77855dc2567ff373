import { LegalDocument, type LegalPageProps } from '~/features/marketing/components/legal_document'

export default function Privacy(props: LegalPageProps) {
  return <LegalDocument document="privacy" {...props} />
}
