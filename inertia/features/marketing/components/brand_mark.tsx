/* The product's monogram: a rounded square in the primary colour (decorative; the name is beside it). */
export function BrandMark({ name }: { name: string }) {
  return (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground shadow-sm"
    >
      {name.charAt(0)}
    </span>
  )
}
