/** The building blocks of the settings screens: a titled card section and a term/value fact list. */
import { useId, type ReactNode } from 'react';

export function SettingsSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <section className="card settings-section" aria-labelledby={id}>
      <h2 id={id} className="settings-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Facts({ children }: { readonly children: ReactNode }) {
  return <dl className="settings-facts">{children}</dl>;
}

export function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="settings-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
