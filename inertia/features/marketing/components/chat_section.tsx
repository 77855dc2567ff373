import { useTranslation } from 'react-i18next'
import { ArrowRight, Clock, MessagesSquare } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { OPEN_CHAT_EVENT } from '@shared/conversations'
import { useAvailabilityWords } from '~/hooks/use_availability'

/*
| The chat panel, as the specification advertises it, with the team's hours from the one
| setting (config/availability.ts). Its call to action opens the
| chat panel (the layout's "Chat with us", loaded on first use) through OPEN_CHAT_EVENT.
*/
export function ChatSection() {
  const { t } = useTranslation()
  const hours = useAvailabilityWords()
  return (
    <section id="chat-section" aria-labelledby="chat-section-title" className="scroll-mt-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-3xl bg-primary px-6 py-12 text-primary-foreground shadow-xl sm:px-12 sm:py-16 dark:border dark:border-primary/30 dark:bg-accent dark:text-accent-foreground">
          <div
            aria-hidden
            className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-primary-foreground/10 blur-2xl dark:bg-primary/25"
          />
          <div
            aria-hidden
            className="absolute -bottom-32 -left-16 -z-10 size-72 rounded-full bg-primary-foreground/10 blur-2xl dark:bg-primary/15"
          />
          <div className="grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-primary-foreground/15 px-3 py-1 text-sm font-semibold dark:bg-primary/25 dark:text-accent-foreground">
                <Clock aria-hidden className="size-4" />
                {t('common.availability.hours', hours)}
              </p>
              <h2
                id="chat-section-title"
                className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
              >
                {t('marketing.chatSection.title')}
              </h2>
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty">
                {t('marketing.chatSection.description')}
              </p>
              <p className="mt-4 max-w-2xl text-sm leading-relaxed">
                {t('common.availability.replyTime', hours)}
              </p>
            </div>
            <div className="flex flex-col items-start gap-6 lg:items-center">
              <span
                aria-hidden
                className="hidden size-24 items-center justify-center rounded-3xl bg-primary-foreground/15 lg:flex dark:bg-primary/20 dark:text-primary"
              >
                <MessagesSquare className="size-12" />
              </span>
              <Button
                type="button"
                size="lg"
                data-chat-open
                onClick={() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT))}
                className="group bg-primary-foreground text-primary shadow-md hover:bg-primary-foreground/90 dark:bg-primary dark:text-primary-foreground dark:hover:bg-primary/90"
              >
                {t('marketing.chatSection.cta')}
                <ArrowRight
                  aria-hidden
                  className="transition-transform group-hover:translate-x-0.5"
                />
              </Button>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
