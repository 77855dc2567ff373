import { DropdownMenu as Primitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { Check } from 'lucide-react'
import { cn } from '~/lib/utils'

export const DropdownMenu = Primitive.Root
export const DropdownMenuTrigger = Primitive.Trigger

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        className={cn(
          'motion-menu z-50 min-w-40 overflow-hidden rounded-md border bg-card p-1 text-card-foreground shadow-md',
          className
        )}
        {...props}
      />
    </Primitive.Portal>
  )
}

const itemClass =
  'relative flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none max-sm:min-h-11 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4'

export const DropdownMenuRadioGroup = Primitive.RadioGroup

/* A choice among several (the appearance, the language): a check marks the current one. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.RadioItem>) {
  return (
    <Primitive.RadioItem className={cn(itemClass, 'pr-8', className)} {...props}>
      {children}
      <Primitive.ItemIndicator className="absolute right-2 flex items-center">
        <Check aria-hidden />
      </Primitive.ItemIndicator>
    </Primitive.RadioItem>
  )
}

/* One of several independent choices (a conversation's labels): a check marks each chosen. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.CheckboxItem>) {
  return (
    <Primitive.CheckboxItem className={cn(itemClass, 'pr-8', className)} {...props}>
      {children}
      <Primitive.ItemIndicator className="absolute right-2 flex items-center">
        <Check aria-hidden />
      </Primitive.ItemIndicator>
    </Primitive.CheckboxItem>
  )
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return <Primitive.Item className={cn(itemClass, className)} {...props} />
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return (
    <Primitive.Label
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  )
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
}
