import { Link } from '#web/lib/router/link.tsx';
import { tabLabels } from '../settings-tab-sections.ts';
import { settingsTabs, type SettingsTab } from '../settings-tabs.ts';
import { settingsTexts } from '../texts.ts';

/** The five tabs as links: the Account tab is ShowSettings, the others ShowSettingsTab. */
export function SettingsTabsNav({ current }: { current: SettingsTab }) {
  return (
    <nav className="settings-tabs" aria-label={settingsTexts.tabs}>
      <ul className="settings-tabs__list">
        {settingsTabs.map((tab) => {
          const props = {
            className: `settings-tabs__link${tab === current ? ' settings-tabs__link--current' : ''}`,
            'aria-current': tab === current ? ('page' as const) : undefined,
            children: tabLabels[tab],
          };
          return (
            <li key={tab} className="settings-tabs__item">
              {tab === 'account' ? (
                <Link to="ShowSettings" params={{}} {...props} />
              ) : (
                <Link to="ShowSettingsTab" params={{ setting: tab }} {...props} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
