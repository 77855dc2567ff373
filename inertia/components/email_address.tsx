/*
| An e-mail address that may have to wrap on a phone: it breaks after the "@" first (name on one
| line, domain on the next) and only inside a part when that part alone is still too long.
*/
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@')
  return (
    <span className="[overflow-wrap:anywhere]">
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </span>
  )
}
