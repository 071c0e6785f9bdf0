/** Sign-up fields checked on the client, all at once, with the contract's rules for name, e-mail and password. */
import { EmailSchema, NameSchema, PasswordSchema } from '../../../contract/api/common';

export interface SignUpFields {
  name: string;
  email: string;
  password: string;
  confirm: string;
  friendCode: string;
}

export type SignUpField = keyof SignUpFields;
export type SignUpErrors = Partial<Record<SignUpField, string>>;
type Translate = (key: string) => string;

export const emptySignUp: SignUpFields = { name: '', email: '', password: '', confirm: '', friendCode: '' };
/** The order of the inputs on the form: focus goes to the first one in error. */
export const SIGN_UP_FIELDS: readonly SignUpField[] = ['name', 'email', 'password', 'confirm', 'friendCode'];
/** The server's field names (sign-up body) for each input. */
export const SERVER_FIELD: Record<SignUpField, string> = { name: 'name', email: 'email', password: 'password', confirm: 'confirm_password', friendCode: 'friends_code' };
const MIN_PASSWORD = 8;

export function validateSignUp(fields: SignUpFields, t: Translate): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!NameSchema.safeParse(fields.name).success) errors.name = t(fields.name.trim() ? 'auth.errors.nameTooLong' : 'auth.errors.nameRequired');
  if (!fields.email.trim()) errors.email = t('auth.errors.emailRequired');
  else if (!EmailSchema.safeParse(fields.email).success) errors.email = t('auth.errors.emailInvalid');
  if (!fields.password) errors.password = t('auth.errors.passwordRequired');
  else if (!PasswordSchema.safeParse(fields.password).success) errors.password = t(fields.password.length < MIN_PASSWORD ? 'auth.errors.passwordShort' : 'auth.errors.passwordLong');
  if (!fields.confirm) errors.confirm = t('auth.errors.confirmRequired');
  else if (fields.confirm !== fields.password) errors.confirm = t('errors.PASSWORD_MISMATCH');
  return errors;
}
