/** Interface language choice; the choice is kept on this device. */
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage, useLanguages } from '../../lib/i18n/languages';
import { notify } from '../../lib/toast/notify';
import { Icon } from '../../ui/Icon';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const { list, current } = useLanguages();
  const [busy, setBusy] = useState(false);
  const languages = list.data && list.data.length > 0 ? list.data : [{ id: current.id ?? 0, code: current.code, name: current.name }];

  const onChange = (event: ChangeEvent<HTMLSelectElement>): void => {
    setBusy(true);
    selectLanguage(event.target.value)
      .catch(() => notify.error(t('language.failed')))
      .finally(() => setBusy(false));
  };

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <Icon name="globe" size={18} className="language-switcher__icon" />
      <select id={id} className="select language-switcher__select" value={current.code} onChange={onChange} disabled={busy} aria-busy={busy || undefined}>
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
