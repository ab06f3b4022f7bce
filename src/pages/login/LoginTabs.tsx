import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface LoginTab {
  key: string;
  label: string;
  testId: string;
  content: ReactNode;
}

/**
 * The two login tabs as a small WAI-ARIA tablist (arrow keys move between tabs). antd's Tabs would add about
 * 11 KB gzipped to the first screen, which has a 300 KB budget; only the active panel is rendered.
 */
export function LoginTabs({ tabs, active, onChange }: { tabs: LoginTab[]; active: string; onChange(key: string): void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
    onChange(tabs[next]!.key);
    buttons.current[next]?.focus();
  };
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0]!;
  return (
    <div className="cw-login-tabs">
      <div role="tablist" className="cw-login-tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`login-tab-${tab.key}`}
            aria-selected={tab.key === current.key}
            aria-controls={`login-panel-${tab.key}`}
            tabIndex={tab.key === current.key ? 0 : -1}
            className={tab.key === current.key ? 'cw-login-tab cw-login-tab-active' : 'cw-login-tab'}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-testid={tab.testId}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`login-panel-${current.key}`} aria-labelledby={`login-tab-${current.key}`}>
        {current.content}
      </div>
    </div>
  );
}
