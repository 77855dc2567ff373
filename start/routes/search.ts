import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/* Search everything the reader may read (DESIGN.md "Search"): the page, or JSON for the palette. */
router
  .get('search', [controllers.search.Search, 'index'])
  .as('search')
  .use([middleware.auth(), middleware.verified()])
