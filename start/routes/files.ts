import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| Project files and attachments (paths from DESIGN.md "Files", stable). A file's URL is the
| app's: every fetch checks the reader's access first (404 to anyone who may not read it).
*/
router
  .group(() => {
    router.get('projects/:id/files', [controllers.files.Files, 'index']).as('project_files.index')
    router
      .post('projects/:id/files', [controllers.files.Files, 'store'])
      .as('project_files.store')
      .use(middleware.upload())
    // With an S3 store, the browser puts the bytes straight into it, then confirms.
    router
      .post('projects/:id/files/presign', [controllers.files.Files, 'presign'])
      .as('project_files.presign')
    router.post('files/:id/confirm', [controllers.files.Files, 'confirm']).as('files.confirm')
    router.get('files/:id', [controllers.files.Files, 'show']).as('files.show')
    router.get('files/:id/thumbnail', [controllers.files.Files, 'thumbnail']).as('files.thumbnail')
    router.delete('files/:id', [controllers.files.Files, 'destroy']).as('files.destroy')
  })
  .where('id', /^[A-Za-z0-9_-]+$/)
  .use([middleware.auth(), middleware.verified()])
