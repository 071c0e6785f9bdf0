/**
 * Stable error codes, their HTTP status and the user-facing messages of spec section 8.
 * Services throw AppError(code); the server's one error handler turns it into the envelope.
 */
export const errorCatalogue = {
  VALIDATION: { status: 400, message: 'The request is not valid.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This kind of request body is not supported.' },
  UNKNOWN_ACTION: { status: 404, message: 'Unknown action.' },
  NOT_FOUND: { status: 404, message: 'Document does not exist!' },
  AUTH_REQUIRED: { status: 401, message: 'To access this feature, please log in.' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  ACCOUNT_DEACTIVATED: { status: 403, message: 'Your account has been deactivated! Please contact admin.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  SUBSCRIPTION_REQUIRED: { status: 403, message: 'Please subscribe to access this content' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Please Verify your Email First' },
  INVALID_CREDENTIALS: { status: 401, message: 'The e-mail or password is not correct.' },
  /** Failed e-mail sign-ins lock the address; the server's message says the minutes actually left. */
  ACCOUNT_LOCKED: { status: 429, message: 'Too many failed sign-ins for this account. Please wait 15 minutes or reset your password.' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this e-mail already exists.' },
  MOBILE_TAKEN: { status: 409, message: 'An account with this mobile number already exists.' },
  PASSWORD_MISMATCH: { status: 400, message: 'The passwords do not match. Please try again.' },
  INVALID_MOBILE: { status: 400, message: 'Please Enter correct Mobile Number with Country Code' },
  OTP_INVALID: { status: 400, message: 'The code is not correct. Please check it and try again.' },
  OTP_EXPIRED: { status: 400, message: 'The code has expired. Please request a new one.' },
  TOKEN_INVALID: { status: 400, message: 'This link is not valid or has expired. Please request a new one.' },
  GOOGLE_TOKEN_INVALID: { status: 401, message: 'Google sign-in could not be verified. Please try again.' },
  PROVIDER_NOT_CONFIGURED: { status: 501, message: 'This sign-in method is not enabled on this server.' },
  PROFILE_UPDATE_DEMO: { status: 403, message: 'Profile update is not allowed in demo version.' },
  NOT_ENOUGH_COINS: { status: 409, message: "You Don't have enough coins" },
  LEVEL_LOCKED: { status: 403, message: 'This Level is Locked. Play previous levels to unlock' },
  PREMIUM_LOCKED: { status: 403, message: 'Unlock this premium category to play it.' },
  ALREADY_PLAYED: { status: 409, message: 'You have Already Played' },
  QUIZ_DISABLED: { status: 403, message: 'No quizzes available! Please enable Quiz' },
  LEVEL_NOT_FOUND: { status: 404, message: 'This level does not exist.' },
  NO_QUESTIONS: { status: 404, message: 'No questions found for this level.' },
  ANSWER_SHEET_INVALID: { status: 400, message: 'The answer sheet does not match the questions of this level.' },
  ROUND_NOT_SERVED: { status: 400, message: 'These questions were not served to you. Please start the level again.' },
  ROUND_EXPIRED: { status: 409, message: 'The time for this round has run out. Please start the level again.' },
  LIFELINE_USED: { status: 409, message: 'Lifeline already used' },
  LIFELINE_NOT_ALLOWED: { status: 403, message: 'This Lifeline is not allowed' },
  FIFTY_FIFTY_AFTER_POLL: { status: 409, message: '50/50 unavailable after Audience poll.' },
  POLL_AFTER_FIFTY_FIFTY: { status: 409, message: 'Audience poll unavailable after 50/50.' },
  NO_MORE_HINTS: { status: 409, message: 'Every letter of this word is already shown.' },
  BOOKMARK_REMOVE_FAILED: { status: 409, message: 'Cannot Remove Question from Bookmark.' },
  BOOKMARKS_FULL: { status: 409, message: 'You have reached the most bookmarks you can keep. Remove some to add more.' },
  IMAGE_INVALID: { status: 400, message: 'Please choose a PNG, JPEG or WebP image.' },
  /** Billing (issue 13). The sandbox's and Stripe's card refusals carry their own words in the message. */
  CARD_DECLINED: { status: 402, message: 'Your card was declined. Please try another card.' },
  CARD_INVALID: { status: 400, message: 'The card number is not valid. Please check it and try again.' },
  CARD_EXPIRED: { status: 400, message: 'This card has expired. Please use another card.' },
  PLAN_NOT_AVAILABLE: { status: 404, message: 'This plan is not on sale. Please choose another plan.' },
  ALREADY_SUBSCRIBED: { status: 409, message: 'You already have a subscription. Change your plan from the subscription page.' },
  NO_SUBSCRIPTION: { status: 409, message: 'You have no subscription to change.' },
  CHECKOUT_CLOSED: { status: 409, message: 'This checkout has expired or was already paid. Please start again from the pricing page.' },
  BILLING_UNAVAILABLE: { status: 501, message: 'This billing action is not available on this server.' },
  WEBHOOK_INVALID: { status: 400, message: 'The webhook signature is not valid.' },
  /** Exams and contests (issue 15; the first three are spec section 5's words). */
  EXAM_KEY_REQUIRED: { status: 400, message: 'Please enter the Exam Key' },
  EXAM_KEY_INVALID: { status: 403, message: 'Invalid exam key' },
  EXAM_RULES_NOT_AGREED: { status: 400, message: 'Please agree to the exam rules' },
  EXAM_KEY_LOCKED: { status: 429, message: 'Too many wrong exam keys. Please wait 15 minutes and try again.' },
  EXAM_NOT_OPEN: { status: 409, message: 'This exam is not open now.' },
  EXAM_ATTEMPT_CLOSED: { status: 409, message: 'This exam attempt has ended. Your saved answers were submitted.' },
  EXAM_NOT_STARTED: { status: 409, message: 'You have not started this exam.' },
  EXAM_IN_USE: { status: 409, message: 'Players have started this exam: its questions, marks and key can no longer change.' },
  CONTEST_NOT_LIVE: { status: 409, message: 'This contest is not live now.' },
  CONTEST_NOT_ENTERED: { status: 409, message: 'You have not entered this contest.' },
  CONTEST_IN_USE: { status: 409, message: 'Players have entered this contest: its questions, fee, prizes and start can no longer change.' },
  /** Live battles (spec sections 5 and 8; issue 16). */
  ROOM_CODE_REQUIRED: { status: 400, message: 'Please enter a room code' },
  ROOM_CODE_INVALID: { status: 404, message: 'Room code is not valid' },
  ROOM_FULL: { status: 409, message: 'Room is full' },
  ROOM_DELETED: { status: 410, message: 'Room is deleted' },
  ROOM_DELETED_BY_OWNER: { status: 410, message: 'Room is deleted by owner' },
  OPPONENT_LEFT: { status: 409, message: 'Opponent has left the game!' },
  NO_OPPONENT: { status: 409, message: 'No opponent detected. Retry or play against the bot.' },
  ROOM_NOT_OWNER: { status: 403, message: 'Only the room\'s owner can do this.' },
  ROOM_STARTED: { status: 409, message: 'This battle has already started.' },
  ROOM_NOT_ENOUGH_PLAYERS: { status: 409, message: 'At least two players are needed to start.' },
  ROOM_IN_USE: { status: 409, message: 'Players have paid this room\'s entry fee: it can no longer change.' },
  BATTLE_NOT_IN_ROOM: { status: 403, message: 'You are not a player in this battle.' },
  BATTLE_BUSY: { status: 409, message: 'You are already in another battle. Finish or leave it first.' },
  BATTLE_QUESTION_CLOSED: { status: 409, message: 'Time is up for this question.' },
  BATTLE_ALREADY_ANSWERED: { status: 409, message: 'You have already answered this question.' },
  BATTLE_OVER: { status: 409, message: 'This battle has ended.' },
  BATTLE_NOT_ENOUGH_QUESTIONS: { status: 409, message: 'There are not enough questions in this category for a battle.' },
  BATTLE_STATS_MISMATCH: { status: 409, message: 'These statistics differ from the server\'s record of the battle.' },
  CHAT_REPORTED_ALREADY: { status: 409, message: 'You have already reported this message.' },
  /** Payouts (spec section 8 and 9). */
  PAYMENT_REQUEST_TOO_SOON: { status: 429, message: 'You have already made a payment request. Please wait for 48 hours after you made the previous request.' },
  PAYOUT_BELOW_MINIMUM: { status: 400, message: 'This amount is below the minimum payout.' },
  PAYMENT_REQUEST_CLOSED: { status: 409, message: 'This payment request is no longer pending.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  MAINTENANCE: { status: 503, message: 'We are doing some maintenance. Please come back soon.' },
  /** Overload: answered at once with Retry-After instead of queueing the request (server/plugins/overload.ts). */
  SERVER_BUSY: { status: 503, message: 'The server is very busy. Please try again in a moment.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** Client-side transport messages of spec section 8. */
export const transportMessages = {
  network: 'Network Error',
  timeout: (ms: number) => `timeout of ${ms} ms exceeded`,
} as const;

/** Client-side guard messages of spec sections 5, 6 and 8. */
export const guardMessages = {
  loginRequired: 'Please login first',
  subscriptionRequired: 'Please subscribe to access this content',
} as const;
