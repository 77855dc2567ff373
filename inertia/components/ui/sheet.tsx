import { Dialog as Primitive } from 'radix-ui'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

/*
| A panel sliding in from the left edge over a dimmed page (the phone's navigation): a modal
| dialog underneath, so focus stays inside, Escape or a tap outside closes it, and a visible
| close button does too. Its title is for screen readers; the content shows what it is.
*/
export const Sheet = Primitive.Root

export function SheetContent({
  className,
  children,
  title,
  closeLabel,
  ...props
}: ComponentProps<typeof Primitive.Content> & { title: string; closeLabel: string }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="motion-overlay fixed inset-0 z-50 bg-black/40" />
      <Primitive.Content
        aria-describedby={undefined}
        className={cn(
          'motion-sheet fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r bg-sidebar shadow-xl outline-none',
          className
        )}
        {...props}
      >
        <Primitive.Title className="sr-only">{title}</Primitive.Title>
        {children}
        <Primitive.Close
          className="absolute right-2 top-2 flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  )
}
