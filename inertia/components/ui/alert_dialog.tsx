import { AlertDialog as Primitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'
import { buttonVariants } from '~/components/ui/button'

/*
| A confirmation that must be answered (role alertdialog): it does not close on an outside click,
| and focus starts on Cancel so Enter never confirms by accident.
*/
export const AlertDialog = Primitive.Root
export const AlertDialogTrigger = Primitive.Trigger

export function AlertDialogContent({
  className,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="motion-overlay fixed inset-0 z-50 bg-black/50" />
      <Primitive.Content
        className={cn(
          'motion-dialog fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-lg',
          className
        )}
        {...props}
      />
    </Primitive.Portal>
  )
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn('text-lg font-semibold', className)} {...props} />
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof Primitive.Description>) {
  return (
    <Primitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  )
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof Primitive.Cancel>) {
  return (
    <Primitive.Cancel
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  )
}

export function AlertDialogAction({
  className,
  destructive = false,
  ...props
}: ComponentProps<typeof Primitive.Action> & { destructive?: boolean }) {
  return (
    <Primitive.Action
      className={cn(
        buttonVariants({ variant: destructive ? 'destructive' : 'default' }),
        className
      )}
      {...props}
    />
  )
}
