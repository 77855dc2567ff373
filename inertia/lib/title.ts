/* Every tab reads "{page} - {product}"; a page without a title shows the product alone. */
export function formatTitle(title: string | undefined, productName: string) {
  return title ? `${title} - ${productName}` : productName
}
