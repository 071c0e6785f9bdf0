/** Interface language choice in the header; the choice is kept on this device. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from '../../features/settings';
import { Icon } from '../../ui/Icon';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const { languages, current, busy, choose } = useLanguageChoice();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <Icon name="globe" size={18} className="language-switcher__icon" />
      <select
        id={id}
        className="select language-switcher__select"
        value={current}
        onChange={(event) => choose(event.target.value)}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
