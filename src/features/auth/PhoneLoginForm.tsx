/** Phone sign-in, step one: the number (E.164, checked with the contract's MobileSchema), then a code by SMS. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { MobileSchema } from '../../../contract/api/common';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { authApi } from './auth.api';
import { FormAlert } from './AuthCard';
import { saveOtpSession } from './otp-session';
import { useSubmit } from './use-submit';

export function PhoneLoginForm() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const submit = useSubmit();
  const [mobile, setMobile] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const parsed = MobileSchema.safeParse(mobile);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    void submit.run(async () => {
      const sent = await authApi.sendOtp(parsed.data);
      saveOtpSession(parsed.data, sent.resend_in);
      navigate(`/auth/otp-verify?mobile=${encodeURIComponent(parsed.data)}`);
    });
  };

  return (
    <form className="auth__form" onSubmit={onSubmit} noValidate>
      {submit.error ? <FormAlert>{inlineErrorMessage(submit.error)}</FormAlert> : null}
      <TextField
        label={t('auth.fields.mobile')}
        type="tel"
        name="mobile"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+44 7700 900123"
        hint={t('auth.fields.mobileHint')}
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={invalid ? t('errors.INVALID_MOBILE') : null}
        required
      />
      <Button type="submit" block busy={submit.busy}>
        {t('auth.login.sendCode')}
      </Button>
    </form>
  );
}
