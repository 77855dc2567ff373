const YEAR_IN_SECONDS = 365 * 24 * 60 * 60

/* Plain (unsigned) cookies the server reads back to render the first paint right. */
export function setCookie(name: string, value: string, maxAge = YEAR_IN_SECONDS) {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`
}
