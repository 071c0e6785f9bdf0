/**
 * "Install app", shown only while the browser offers an install (install-prompt.ts): in the
 * header as an icon button with a spoken name, in Settings with its text. A click opens the
 * browser's own dialog; whatever the player chooses, the button goes (an offer prompts once), and
 * it never shows in the installed app.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';
import { installPrompt as pagePrompt, useInstallAvailability, type InstallPrompt } from '../lib/install/install-prompt';
import './install-app.css';

export interface InstallAppButtonProps {
  /** Icon only, for the header; the name is still read out. */
  readonly compact?: boolean;
  /** The page's capture unless a test passes its own. */
  readonly prompt?: InstallPrompt;
}

export function InstallAppButton({ compact = false, prompt = pagePrompt }: InstallAppButtonProps) {
  const { t } = useTranslation();
  const availability = useInstallAvailability(prompt);
  const [asking, setAsking] = useState(false);
  if (availability !== 'available' && !asking) return null;
  const install = (): void => {
    setAsking(true);
    prompt.prompt().then(
      () => setAsking(false),
      () => setAsking(false),
    );
  };
  const label = t('pwa.install');
  return (
    <Button
      variant={compact ? 'ghost' : 'primary'}
      className={compact ? 'install-app install-app--compact' : 'install-app'}
      onClick={install}
      busy={asking}
      title={compact ? label : undefined}
    >
      <Icon name="download" size={compact ? 22 : 20} />
      {compact ? <span className="visually-hidden">{label}</span> : label}
    </Button>
  );
}
