/** The interface language as a labelled field on the settings screen (the header has the compact one). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from './use-language-choice';

export function LanguageSetting() {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const { languages, current, busy, choose } = useLanguageChoice();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('settings.language')}
      </label>
      <select
        id={id}
        className="select"
        value={current}
        onChange={(event) => choose(event.target.value)}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby={hintId}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      <p className="field__hint" id={hintId}>
        {t('settings.languageHint')}
      </p>
    </div>
  );
}
