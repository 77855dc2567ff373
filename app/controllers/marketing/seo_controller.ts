import type { HttpContext } from '@adonisjs/core/http'
import { robotsTxt, sitemapXml } from '#services/seo'
import { LEGAL_UPDATED } from '#services/legal_documents'

export default class SeoController {
  async sitemap({ response }: HttpContext) {
    response.header('Content-Type', 'application/xml; charset=utf-8')
    response.header('Cache-Control', 'public, max-age=3600')
    return sitemapXml(LEGAL_UPDATED)
  }

  async robots({ response }: HttpContext) {
    response.header('Content-Type', 'text/plain; charset=utf-8')
    response.header('Cache-Control', 'public, max-age=3600')
    return robotsTxt()
  }
}
