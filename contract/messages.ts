/**
 * Every text the server sends a player, by stable code (zod-free: the client loads it at start-up).
 * The envelope carries the code as `message_code` and its figures as `message_params`; the client
 * shows locales/<lang>.json's `messages.<code>` (or `errors.<code>` for an error code alone) and
 * falls back to the English `message` only for a code this client version does not know.
 * Templates use i18next's `{{name}}`; one with a `count` has English singular and plural forms,
 * and each locale has its own plural forms.
 */
export type MessageTemplate = string | { readonly one: string; readonly other: string };

/** Success messages of the envelope. */
export const successMessages = {
  SIGNUP_CHECK_EMAIL: 'Please check your e-mail: we sent you a link to continue, then sign in.',
  EMAIL_VERIFIED: 'Your e-mail is verified. You can sign in now.',
  VERIFICATION_RESENT: 'If that account still needs verifying, a new e-mail is on its way.',
  OTP_SENT: 'We sent a 6-digit code by SMS.',
  RESET_LINK_SENT: 'If an account uses that e-mail, a reset link is on its way.',
  PASSWORD_CHANGED: 'Your password is changed. Please sign in with the new one.',
  PROFILE_SAVED: 'Profile saved.',
  PROFILE_SAVED_EMAIL_CHANGED: 'Profile saved. We sent a link to your new e-mail address: open it before you next sign in.',
  PROFILE_IMAGE_UPDATED: 'Profile picture updated.',
  ACCOUNT_ERASED: 'Your account and its data have been erased.',
  PAYOUT_REQUESTED: 'Your payout request is in. Payout takes 3–5 working days.',
} as const satisfies Record<string, MessageTemplate>;

/** A more precise message than the error code's own, for one error code. */
export const errorDetails = {
  ACCOUNT_LOCKED_FOR: {
    one: 'Too many failed sign-ins for this account. Please wait {{count}} minute or reset your password.',
    other: 'Too many failed sign-ins for this account. Please wait {{count}} minutes or reset your password.',
  },
  OTP_WAIT: {
    one: 'Please wait {{count}} second before asking for a new code.',
    other: 'Please wait {{count}} seconds before asking for a new code.',
  },
  OTP_TOO_MANY_TRIES: 'Too many wrong codes. Please request a new one.',
  SMS_UNAVAILABLE: 'Sign-in by SMS is not available on this server.',
  MOBILE_IS_SIGN_IN: 'You sign in with this number, so it cannot be changed here.',
  IMAGE_TOO_LARGE: 'The image must be at most {{megabytes}} MB.',
  CATEGORY_NOT_FOUND: 'This category does not exist.',
  SUBCATEGORY_NOT_FOUND: 'This subcategory does not exist in this category.',
  PREMIUM_CATEGORY_LOCKED: '{{name}} is a premium category: unlock it to play.',
  CATEGORY_NOT_PREMIUM: 'This category is free: there is nothing to unlock.',
  ROUND_OTHER_QUESTIONS: 'This round was served for other questions. Please start the level again.',
  QUESTION_NOT_IN_ROUND: 'This question was not served in this round.',
  CURRICULUM_NOT_FOUND: 'This curriculum does not exist.',
  TUTOR_SUBJECT_NOT_FOUND: 'This tutor subject does not exist.',
  UNIT_NOT_FOUND: 'This unit does not exist in this curriculum.',
  LEVEL_NOT_IN_UNIT: 'This level does not exist in this unit.',
  LEVEL_NOT_IN_CURRICULUM: 'This level does not exist in this curriculum.',
  QUESTION_NOT_IN_LEVEL: 'This question does not exist in this level.',
  PACK_NOT_FOUND: 'This pack does not exist.',
  PAGE_NOT_FOUND: 'This page has no content yet.',
  LANGUAGE_NOT_FOUND: "No interface language with code '{{code}}'.",
  OP_KIND_UNKNOWN: "Unknown op kind '{{kind}}'.",
  FRIEND_CODE_UNKNOWN: 'No player has this friend code. Check it, or leave it empty.',
} as const satisfies Record<string, MessageTemplate>;

/**
 * The contract's own validation texts that a player can meet (the app's forms check the same rules
 * first). The schemas use these constants, and the server names the one that failed by its code.
 */
export const validationMessages = {
  ID_UNKNOWN: 'This id does not exist',
  LANGUAGE_ID_UNKNOWN: 'This language does not exist',
  EMAIL_INVALID: 'Please enter a valid e-mail address',
  MOBILE_INVALID: 'Please Enter correct Mobile Number with Country Code',
  PASSWORD_REQUIRED: 'Please enter your password',
  PASSWORD_TOO_SHORT: 'The password must have at least 8 characters',
  PASSWORD_TOO_LONG: 'The password must have at most 128 characters',
  PASSWORDS_DIFFER: 'The passwords do not match. Please try again.',
  NAME_REQUIRED: 'Please enter your name',
  NAME_TOO_LONG: 'The name must have at most 80 characters',
  OTP_FORMAT: 'The code has 6 digits',
  FRIEND_CODE_TOO_LONG: 'A friend code has at most 12 characters',
} as const satisfies Record<string, string>;

export type SuccessMessageCode = keyof typeof successMessages;
export type ErrorDetailCode = keyof typeof errorDetails | keyof typeof validationMessages;
export type MessageCode = SuccessMessageCode | ErrorDetailCode;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message by code, with its figures: what `setMessage` and `AppError` take. */
export interface CodedMessage<C extends MessageCode = MessageCode> {
  readonly code: C;
  readonly params?: MessageParams;
}

export const messageTemplates: Readonly<Record<MessageCode, MessageTemplate>> = { ...successMessages, ...errorDetails, ...validationMessages };

let byValidationText: Map<string, ErrorDetailCode> | undefined;

/** The code of a contract validation text (a zod issue's message), if it is one of validationMessages. */
export function validationCodeOf(text: string): ErrorDetailCode | undefined {
  byValidationText ??= new Map(Object.entries(validationMessages).map(([code, message]) => [message, code as ErrorDetailCode]));
  return byValidationText.get(text);
}

export const messageCodes = Object.keys(messageTemplates) as MessageCode[];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(messageTemplates, value);
}

/** The English text of a template: the server's `message`, and what older clients show. */
export function formatTemplate(template: MessageTemplate, params: MessageParams = {}): string {
  const text = typeof template === 'string' ? template : params.count === 1 ? template.one : template.other;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

export function englishMessage(message: CodedMessage): string {
  return formatTemplate(messageTemplates[message.code], message.params);
}

/** The envelope's message fields for a coded message: its English text, code and figures. */
export function codedMessageFields(message: CodedMessage): { message: string; message_code: MessageCode; message_params?: MessageParams } {
  return { message: englishMessage(message), message_code: message.code, ...(message.params ? { message_params: message.params } : {}) };
}
