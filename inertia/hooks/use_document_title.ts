import { useEffect, useState } from 'react'

/*
| The current page's own title (what `<Head title>` set, without " - {product}"), for the phone
| header. Read from the document after each visit: a page names itself in one place.
*/
export function useDocumentTitle(productName: string) {
  const [title, setTitle] = useState('')
  useEffect(() => {
    const suffix = ` - ${productName}`
    const read = () => {
      const full = document.title
      setTitle(full.endsWith(suffix) ? full.slice(0, -suffix.length) : full)
    }
    read()
    const observer = new MutationObserver(read)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [productName])
  return title
}
