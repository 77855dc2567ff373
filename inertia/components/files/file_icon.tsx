import {
  File,
  FileArchive,
  FileAudio,
  FileImage,
  FileText,
  FileVideo,
  type LucideProps,
} from 'lucide-react'
import { fileKind } from '@shared/files'

const ICONS = {
  image: FileImage,
  pdf: FileText,
  document: FileText,
  archive: FileArchive,
  audio: FileAudio,
  video: FileVideo,
  other: File,
}

/* The icon of a file's kind (its type as sniffed by the server). */
export function FileIcon({ type, ...props }: { type: string } & LucideProps) {
  const Icon = ICONS[fileKind(type)]
  return <Icon aria-hidden {...props} />
}
