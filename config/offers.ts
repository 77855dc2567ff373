import env from '#start/env'

/* Days as a whole number of at least one; anything else keeps the default. */
const days = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback

/*
| Offers (DESIGN.md "Offers"). Reminders to a recipient who has not answered
| (app/actions/offers/offer_reminders.ts, run daily from start/scheduler.ts): one some days after
| the offer was first opened (OFFER_REMINDER_AFTER_OPEN_DAYS, 3), one some days before its
| valid-until day (OFFER_REMINDER_BEFORE_EXPIRY_DAYS, 2).
*/
const offersConfig = {
  reminders: {
    afterOpenDays: days(env.get('OFFER_REMINDER_AFTER_OPEN_DAYS'), 3),
    beforeExpiryDays: days(env.get('OFFER_REMINDER_BEFORE_EXPIRY_DAYS'), 2),
  },
}

export default offersConfig
