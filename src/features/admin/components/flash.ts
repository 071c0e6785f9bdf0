/**
 * A status message carried to the next admin screen, for a write that leaves the screen it was made
 * on (deleting a user goes back to the list, which says so). Read once: the next screen shows it and
 * clears it, so a later visit does not repeat it.
 */
let pending = '';

export function setFlash(message: string): void {
  pending = message;
}

/** The message waiting for this screen ('' if none); call clearFlash once it is shown. */
export function peekFlash(): string {
  return pending;
}

export function clearFlash(): void {
  pending = '';
}
