/**
 * The locale Quizhive gives Intl for an interface language. Numbers are written with Western
 * digits (0-9) in every language, Arabic included: the maths questions, the number keypad, the
 * timers and the counts i18next puts into sentences all use them, so an Arabic screen that took
 * Intl's default Arabic-Indic digits for some numbers would mix two sets of digits on one screen
 * (docs/ARCHITECTURE.md, "Words the player reads"). The keypad still accepts Arabic-Indic digits
 * typed on a keyboard.
 */
export function intlLocale(language: string): string {
  return `${language}-u-nu-latn`;
}
