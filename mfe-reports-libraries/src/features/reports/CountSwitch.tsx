import { useId } from 'react';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import type { FunnelCount } from './reportSettings';
import { Muted, SwitchGroup } from './Reports.styles';

const counts: readonly FunnelCount[] = ['patients', 'events'];

export interface CountSwitchProps {
  count: FunnelCount;
  onCount: (count: FunnelCount) => void;
}

/** "Count: Patients | Events" over the funnel, and what events are once they are chosen. */
export function CountSwitch({ count, onCount }: CountSwitchProps) {
  const { t } = useAreaTranslation();
  const name = useId();
  const noteId = useId();
  const events = count === 'events';
  return (
    <div>
      <SwitchGroup aria-describedby={events ? noteId : undefined}>
        <legend>{t('funnel.count.legend')}</legend>
        {counts.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={count === value}
              onChange={() => onCount(value)}
            />
            {t(`funnel.count.${value}`)}
          </label>
        ))}
      </SwitchGroup>
      {events && <Muted id={noteId}>{t('funnel.count.eventsNote')}</Muted>}
    </div>
  );
}
