/** Phone sign-in, step two: the 6-digit code from the SMS, with a resend countdown. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { signIn } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/notify';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { formatTimer } from '../../lib/format-time';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { authApi } from './auth.api';
import { AuthCard, FormAlert } from './AuthCard';
import { clearOtpSession, readOtpSession, saveOtpSession } from './otp-session';
import { useSecondsUntil } from './use-resend-countdown';
import { fieldError, useSubmit } from './use-submit';

export const OTP_LENGTH = 6;

function ResendCode({ mobile }: { readonly mobile: string }) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useState(() => readOtpSession(mobile)?.resendAt ?? 0);
  const secondsLeft = useSecondsUntil(deadline);
  const resend = useSubmit();
  const onResend = (): void => {
    void resend.run(async () => {
      const sent = await authApi.sendOtp(mobile);
      saveOtpSession(mobile, sent.resend_in);
      setDeadline(Date.now() + sent.resend_in * 1000);
      notify.success(t('auth.otp.resent'));
    });
  };
  return (
    <div className="auth__resend">
      <Button variant="ghost" onClick={onResend} disabled={secondsLeft > 0} busy={resend.busy}>
        {secondsLeft > 0 ? t('auth.otp.resendIn', { time: formatTimer(secondsLeft) }) : t('auth.otp.resend')}
      </Button>
      {resend.error ? <p className="field__error">{inlineErrorMessage(resend.error)}</p> : null}
    </div>
  );
}

export function OtpVerifyScreen() {
  const { t } = useTranslation();
  const mobile = new URLSearchParams(useSearch()).get('mobile') ?? '';
  const submit = useSubmit();
  const [otp, setOtp] = useState('');
  const [name, setName] = useState('');
  const [incomplete, setIncomplete] = useState(false);

  if (!mobile) {
    return (
      <AuthCard key="no-number" title={t('auth.otp.title')} lead={t('auth.otp.noNumber')}>
        <Link to="/auth/login">{t('auth.otp.changeNumber')}</Link>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const short = otp.length !== OTP_LENGTH;
    setIncomplete(short);
    if (short) return;
    void submit.run(async () => {
      const session = await authApi.verifyOtp(mobile, otp, name.trim() || undefined);
      clearOtpSession();
      signIn(session);
      notify.success(t('auth.login.welcome', { name: session.user.name }));
    });
  };

  const general = submit.error && submit.error.field !== 'otp' ? inlineErrorMessage(submit.error) : null;
  return (
    <AuthCard
      key="code"
      title={t('auth.otp.title')}
      lead={t('auth.otp.lead', { mobile })}
      footer={<Link to="/auth/login">{t('auth.otp.changeNumber')}</Link>}
    >
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        {general ? <FormAlert>{general}</FormAlert> : null}
        <TextField
          label={t('auth.otp.code')}
          name="otp"
          className="field--otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={OTP_LENGTH}
          value={otp}
          onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          error={incomplete ? t('auth.otp.sixDigits') : fieldError(submit.error, 'otp')}
          required
        />
        <TextField label={t('auth.otp.name')} name="name" autoComplete="name" hint={t('auth.otp.nameHint')} value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" block busy={submit.busy}>
          {t('auth.otp.submit')}
        </Button>
      </form>
      <ResendCode mobile={mobile} />
    </AuthCard>
  );
}
