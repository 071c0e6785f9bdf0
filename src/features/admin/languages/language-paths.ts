export const ADMIN_LANGUAGES_PATH = '/admin/languages';

export const languageTextsPath = (languageId: number) => `${ADMIN_LANGUAGES_PATH}/${languageId}/texts`;
