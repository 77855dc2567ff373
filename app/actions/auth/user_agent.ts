/*
| Enough of a User-Agent header to recognise one's own devices in the session list: the browser,
| the operating system and the kind of device. Names are brand names, shown as they are; an
| unrecognised header gives null and the page says "Unknown". Order matters: Edge, Opera and
| Samsung Internet also announce Chrome and Safari, and Chrome also announces Safari.
*/
export type DeviceKind = 'desktop' | 'phone' | 'tablet'
export type UserAgentSummary = { browser: string | null; os: string | null; kind: DeviceKind }

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|OPT|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bCriOS\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\b(?:Headless)?Chrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMobile\/\w+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows (?:NT|Phone)\b/, 'Windows'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
]

function match(list: [RegExp, string][], userAgent: string) {
  return list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
}

export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const ua = (userAgent ?? '').slice(0, 512)
  const os = match(SYSTEMS, ua)
  let kind: DeviceKind = 'desktop'
  if (/\biPad\b|\bTablet\b/.test(ua) || (os === 'Android' && !/\bMobile\b/.test(ua))) {
    kind = 'tablet'
  } else if (/\bMobi|\biPhone\b|\biPod\b|\bWindows Phone\b/.test(ua)) {
    kind = 'phone'
  }
  return { browser: match(BROWSERS, ua), os, kind }
}
