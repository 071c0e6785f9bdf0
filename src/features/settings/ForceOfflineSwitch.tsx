/**
 * The QA switch that makes the app act as if the device had no network (the request layer refuses
 * to send). A real switch for assistive tech: role=switch with aria-checked; the visible On/Off is
 * hidden from it, since aria-checked already says so.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setForcedOffline, useConnectivity } from '../../lib/connectivity/connectivity';

export function ForceOfflineSwitch() {
  const { t } = useTranslation();
  const { forcedOffline } = useConnectivity();
  const hintId = useId();
  return (
    <div className="switch-field">
      <button
        type="button"
        role="switch"
        aria-checked={forcedOffline}
        aria-describedby={hintId}
        className="switch"
        onClick={() => setForcedOffline(!forcedOffline)}
      >
        <span className="switch__label">{t('settings.sync.forceOffline')}</span>
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span className="switch__state" aria-hidden="true">
          {forcedOffline ? t('settings.sync.on') : t('settings.sync.off')}
        </span>
      </button>
      <p id={hintId} className="field__hint">
        {t('settings.sync.forceOfflineHint')}
      </p>
    </div>
  );
}
