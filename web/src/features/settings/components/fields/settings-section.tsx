import type { ReactNode } from 'react';

interface SettingsSectionProps {
  /** The section's hash anchor (spec 2 §2: #email, #profileInformation, #security…). */
  id: string;
  heading: string;
  children: ReactNode;
}

/** A section of a settings tab: its anchor, its heading (which names it for assistive technology), its fields. */
export function SettingsSection({ id, heading, children }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-section__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
