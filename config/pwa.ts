/*
| The installable app's look (issue 25): the product's colour (public/favicon.svg), the dark
| shell's background (inertia/css/app.css) for the browser's bar in dark mode, and the icons
| drawn by scripts/pwa_icons.ts.
*/
const pwaConfig = {
  theme: { light: '#1f4fcc', dark: '#11141a', background: '#fbfcfd' },
  icons: {
    any192: '/icons/icon-192.png',
    any512: '/icons/icon-512.png',
    maskable512: '/icons/maskable-512.png',
    appleTouch: '/icons/apple-touch-icon.png',
    badge: '/icons/badge-96.png',
  },
}

export default pwaConfig
