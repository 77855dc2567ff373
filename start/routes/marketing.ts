import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

/*
| The public site: landing page, legal texts, the contact form and what search engines read.
| Every page is server-rendered; `?lang=xx` selects a language version (see app/services/seo.ts).
*/
router.get('/', [controllers.marketing.Pages, 'home']).as('home')
router.get('/privacy', [controllers.marketing.Pages, 'privacy']).as('privacy')
router.get('/terms', [controllers.marketing.Pages, 'terms']).as('terms')
router.post('/contact', [controllers.marketing.Contact, 'store']).as('contact.store')

router.get('/sitemap.xml', [controllers.marketing.Seo, 'sitemap']).as('sitemap')
router.get('/robots.txt', [controllers.marketing.Seo, 'robots']).as('robots')
