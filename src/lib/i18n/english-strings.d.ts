/** Modules of build/english-strings.ts (the built-in English, cut by src/lib/i18n/english-parts.ts). */
declare module 'virtual:english-strings/core' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}

/** One loader per name of ENGLISH_PARTS (an ambient module cannot import that type). */
declare module 'virtual:english-strings/parts' {
  export const parts: Readonly<Record<string, (() => Promise<{ readonly default: Readonly<Record<string, string>> }>) | undefined>>;
}
