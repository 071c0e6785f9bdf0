/**
 * The card form's fields as the player types them: the number in groups of four (Amex's 4-6-5),
 * the expiry as MM/YY, the security code digits only. Pure, so the typing rules are tested alone;
 * the server checks the card itself (contract/api/billing.ts SandboxCardSchema: Luhn, expiry).
 */

const digitsOf = (text: string, max: number): string => text.replace(/\D/g, '').slice(0, max);

/** "4242424242424242" -> "4242 4242 4242 4242"; 19 digits at most; Amex (34, 37) as 4-6-5. */
export function formatCardNumber(typed: string): string {
  const digits = digitsOf(typed, 19);
  const groups = /^3[47]/.test(digits) ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)] : (digits.match(/.{1,4}/g) ?? []);
  return groups.filter(Boolean).join(' ');
}

/**
 * "1" -> "1", "12" -> "12/", "123" -> "12/3", "1/" -> "01/"; a first digit above 1 is a month of
 * its own ("4" -> "04/"). Deleting the slash (typed shorter than shown) leaves the month alone.
 */
export function formatExpiry(typed: string, previous = ''): string {
  const deleting = typed.length < previous.length;
  const digits = digitsOf(typed, 4);
  if (digits.length === 0) return '';
  if (digits.length === 1) {
    if (/^[2-9]$/.test(digits)) return `0${digits}/`;
    return !deleting && typed.includes('/') ? `0${digits}/` : digits;
  }
  const month = digits.slice(0, 2);
  const year = digits.slice(2);
  if (year.length === 0) return deleting ? month : `${month}/`;
  return `${month}/${year}`;
}

/** MM/YY as the server takes it, or null when the expiry is not a whole, real month. */
export function parseExpiry(text: string): { readonly exp_month: number; readonly exp_year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { exp_month: month, exp_year: 2000 + Number(match[2]) };
}

export function formatCvc(typed: string): string {
  return digitsOf(typed, 4);
}
