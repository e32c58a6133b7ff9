import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { Counts } from './ImportWizard.styles';

export type CountName = 'total' | 'valid' | 'rejected' | 'new' | 'updated' | 'unchanged';

export interface ImportCountsProps {
  label: string;
  counts: readonly (readonly [CountName, number])[];
}

/** Named counts of an import, as a description list. */
export function ImportCounts({ label, counts }: ImportCountsProps) {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  return (
    <Counts aria-label={label}>
      {counts.map(([name, value]) => (
        <div key={name}>
          <dt>{t(`import.counts.${name}`)}</dt>
          <dd>{format.number(value)}</dd>
        </div>
      ))}
    </Counts>
  );
}
