import { LegalDocument, type LegalPageProps } from '~/components/marketing/legal_document'

export default function Terms(props: LegalPageProps) {
  return <LegalDocument document="terms" {...props} />
}
