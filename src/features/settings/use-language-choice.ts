/**
 * The interface language choice shared by the header's switcher and the settings screen: the
 * languages to offer (the built-in one until the list arrives) and a change that reports failure.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage, useLanguages } from '../../lib/i18n/languages';
import { notify } from '../../lib/toast/notify';

export interface LanguageOption {
  readonly code: string;
  readonly name: string;
}

export interface LanguageChoice {
  readonly languages: readonly LanguageOption[];
  readonly current: string;
  /** True while the chosen language's strings load. */
  readonly busy: boolean;
  readonly choose: (code: string) => void;
}

export function useLanguageChoice(): LanguageChoice {
  const { t } = useTranslation();
  const { list, current } = useLanguages();
  const [busy, setBusy] = useState(false);
  const languages = list.data && list.data.length > 0 ? list.data : [{ code: current.code, name: current.name }];
  const choose = (code: string): void => {
    setBusy(true);
    selectLanguage(code)
      .catch(() => notify.error(t('language.failed')))
      .finally(() => setBusy(false));
  };
  return { languages, current: current.code, busy, choose };
}
