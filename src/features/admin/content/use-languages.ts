/** Every language (enabled or not) for the content screens' language selects and columns. */
import { useTranslation } from 'react-i18next';
import type { AdminLanguage } from '../../../../contract/api/admin-languages';
import { useAsync } from '../../../lib/use-async';
import { contentApi } from './content.api';

export interface Languages {
  readonly list: readonly AdminLanguage[];
  readonly nameOf: (id: number) => string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

export function useLanguages(): Languages {
  const { t } = useTranslation();
  const { state } = useAsync((signal) => contentApi.languages(signal), 'content-languages');
  const list = state.status === 'success' ? state.data : [];
  const nameOf = (id: number) => {
    const language = list.find((row) => row.id === id);
    return language ? `${language.name} (${language.code})` : t('admin.content.languageId', { id });
  };
  return { list, nameOf, options: list.map((language) => ({ value: String(language.id), label: nameOf(language.id) })) };
}
