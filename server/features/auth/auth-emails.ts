/** The account e-mails and their one-time links. */

/**
 * A page link that carries a one-time token in its fragment: browsers never send the fragment, so
 * the token stays out of request logs, proxies and the Referer header. The PWA reads it from there.
 */
export function tokenLink(origin: string, page: '/auth/verify-email' | '/auth/reset-password', token: string): string {
  return `${origin}${page}#token=${encodeURIComponent(token)}`;
}

export interface AccountEmail {
  readonly subject: string;
  readonly body: string;
}

export function verificationEmail(name: string, link: string): AccountEmail {
  return {
    subject: 'Verify your e-mail for Quizhive',
    body: `Hello ${name},\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link works for 48 hours.`,
  };
}

export function resetEmail(name: string, link: string): AccountEmail {
  return {
    subject: 'Reset your Quizhive password',
    body: `Hello ${name},\n\nSomeone asked to reset your password. If it was you, open this link within an hour:\n${link}\n\nIf not, you can ignore this e-mail.`,
  };
}

/** Sent instead of a second account: whoever signed up learns nothing, the address's owner does. */
export function signUpAttemptEmail(name: string, link: string): AccountEmail {
  return {
    subject: 'Someone tried to create a Quizhive account with your e-mail',
    body:
      `Hello ${name},\n\nSomeone tried to create a Quizhive account with this address, which already has one.\n\n` +
      `If it was you, sign in, or set a new password with this link (it works for an hour):\n${link}\n\n` +
      'If it was not you, you can ignore this e-mail: nothing has changed.',
  };
}

export function lockNoticeEmail(name: string, lockMinutes: number, link: string): AccountEmail {
  return {
    subject: 'Failed sign-ins to your Quizhive account',
    body:
      `Hello ${name},\n\nThere were several failed sign-ins to your account with wrong passwords.\n\n` +
      `If it wasn't you, nothing is needed: sign-in with a password is locked for ${lockMinutes} minutes to slow the guessing down.\n` +
      `You can also reset your password here (the link works for an hour):\n${link}`,
  };
}
