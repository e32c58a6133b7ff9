import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { TabButton, TabPanel, TabRow } from './Tabs.styles';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /**
   * True (the default): every panel stays mounted and only the chosen one shows, so what is typed in
   * one survives a visit to another. False: only the chosen panel exists, for panels that each load
   * something of their own.
   */
  keepMounted?: boolean;
}

/** Which tab a key leads to from `index`, or null for a key tabs do not use. */
function targetIndex(key: string, index: number, count: number, rtl: boolean): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  return null;
}

/**
 * A tab list with its panels, as the WAI-ARIA tabs pattern has it: Tab reaches the chosen tab, the
 * arrow keys (mirrored right to left), Home and End choose another.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  keepMounted = true,
}: TabsProps<Id>) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = targetIndex(event.key, index, tabs.length, rtl);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <TabRow role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <TabButton
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={keepMounted || tab.id === selected ? `${baseId}-panel-${tab.id}` : undefined}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </TabButton>
        ))}
      </TabRow>
      {tabs
        .filter((tab) => keepMounted || tab.id === selected)
        .map((tab) => (
          <TabPanel
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            hidden={tab.id !== selected}
          >
            {tab.panel}
          </TabPanel>
        ))}
    </>
  );
}
