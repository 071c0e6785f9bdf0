/** The admin forms' name for src/lib/request/server-refusal.ts (it moved there so the wallet's form shares it). */
export { fieldError, formError, refusalOf, type Refusal } from '../../../lib/request/server-refusal';
