/**
 * The limits of a player's question report, without zod: the play and review screens' report
 * dialog checks them before sending (contract/api/reports.ts checks them on the server).
 */

/** A player sends at most this many reports in any 24 hours (a repeat of an open one is free). */
export const REPORTS_PER_DAY = 20;
export const REPORT_MESSAGE_MIN = 3;
export const REPORT_MESSAGE_MAX = 500;
export const REPORT_NOTE_MAX = 500;
