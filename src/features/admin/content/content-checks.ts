/** The content forms' own checks before sending (the server checks again and has the last word). */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An error text for a slug, or null when it is one. */
export function checkSlug(slug: string, t: (key: string) => string): string | null {
  const value = slug.trim();
  if (!value) return t('admin.content.slugRequired');
  if (!SLUG.test(value) || value.length > 80) return t('admin.content.slugInvalid');
  return null;
}

/** The key of an error for an order or price (a whole number from 0 to 1,000,000), or null. */
export function checkOrder(value: string): string | null {
  const number = Number(value);
  return value.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= 1_000_000 ? null : 'admin.content.orderInvalid';
}
