import { ContactMessageSchema } from '#database/schema'

/* A message sent through the landing page's contact form (see app/controllers/marketing). */
export default class ContactMessage extends ContactMessageSchema {}
