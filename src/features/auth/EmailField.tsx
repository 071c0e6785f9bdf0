/** The e-mail input every account form uses: one label, keyboard and autofill hint for all. */
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../ui/TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'inputMode'>;

export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth.fields.email')} type="email" name="email" autoComplete="email" inputMode="email" {...props} />;
}
