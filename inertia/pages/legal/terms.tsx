import { LegalDocument, type LegalPageProps } from '~/features/marketing/components/legal_document'

export default function Terms(props: LegalPageProps) {
  return <LegalDocument document="terms" {...props} />
}
